import { agency } from '#web/config/agency.js';

interface SeoProps {
  title: string;
  description: string;
  /** a site path like /images/x-banner-1280.webp */
  image?: string;
  type?: 'website' | 'article' | 'product';
  jsonLd?: Record<string, unknown>;
  /** a page of one visitor's own (an account page, a dead end): kept out of search results */
  noIndex?: boolean;
}

/** React 19 hoists these tags into <head>: every page gets its own title, description and social card. */
export function Seo({ title, description, image, type = 'website', jsonLd, noIndex = false }: SeoProps) {
  const fullTitle = title.includes(agency.name) ? title : `${title} · ${agency.name}`;
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const url = typeof window === 'undefined' ? '' : `${origin}${window.location.pathname}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noIndex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={url} />
      <meta property="og:site_name" content={agency.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={url} />
      {image && <meta property="og:image" content={`${origin}${image}`} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      {jsonLd && <script type="application/ld+json">{JSON.stringify(jsonLd)}</script>}
    </>
  );
}
