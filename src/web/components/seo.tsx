import { use } from 'react';
import { agency } from '#web/config/agency.js';
import { HeadCollectorContext, type PageHead } from './page-head.js';
import { usePageUrl } from './use-page-url.js';
import { SeoTags } from './seo-tags.js';

/**
 * Every page's title, description, canonical URL and social card. In the browser React 19 hoists the
 * tags into <head> (adopting the server's identical ones); on the server they are collected and written
 * into <head> by the page renderer. The JSON-LD stays in the page on both sides.
 */
export function Seo({ jsonLd, ...head }: PageHead) {
  const collector = use(HeadCollectorContext);
  const { origin, url } = usePageUrl();
  const title = head.title.includes(agency.name) ? head.title : `${head.title} · ${agency.name}`;
  const tags = { ...head, title, origin, url };
  collector?.collect(tags);
  return (
    <>
      {!collector && <SeoTags {...tags} />}
      {jsonLd && <script type="application/ld+json">{JSON.stringify(jsonLd)}</script>}
    </>
  );
}
