import { agency } from '#web/config/agency.js';
import type { PageHeadTags } from './page-head.js';

/** The head tags of a page: the same markup in the browser and in the server's HTML. */
export function SeoTags({
  title,
  description,
  image,
  type = 'website',
  noIndex = false,
  url,
  origin,
  alternates,
  ogLocale,
}: PageHeadTags) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noIndex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={url} />
      {alternates?.map(({ hreflang, href }) => (
        <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
      ))}
      <meta property="og:site_name" content={agency.name} />
      {ogLocale && <meta property="og:locale" content={ogLocale} />}
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={`${origin}${image.src}`} />
      <meta property="og:image:width" content={String(image.width)} />
      <meta property="og:image:height" content={String(image.height)} />
      <meta property="og:image:alt" content={image.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={`${origin}${image.src}`} />
      <meta name="twitter:image:alt" content={image.alt} />
    </>
  );
}
