import { createContext } from 'react';

/** One page's head: what the Seo component is told. */
export type PageHead = {
  title: string;
  description: string;
  /** Open Graph's types: a page, or a dated piece of writing */
  type?: 'website' | 'article' | undefined;
  jsonLd?: Record<string, unknown> | undefined;
  /** a page of one visitor's own (an account page, a dead end): kept out of search results */
  noIndex?: boolean | undefined;
} & (
  | {
      /** the page's share picture, a generated or uploaded size (`/images/x-banner-1280.webp`); the site's own if none */
      image: string;
      /** what the picture shows, for a reader who cannot see it */
      imageAlt: string;
    }
  | { image?: undefined; imageAlt?: undefined }
);

/** A page's share picture: its site path, its size in pixels and what it shows. */
export interface ShareImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * Rendering on the server, the page's head is collected here and written into the HTML's <head> by
 * the server; in the browser there is no collector and React 19 keeps the tags in <head> itself.
 */
export type PageHeadTags = Omit<PageHead, 'jsonLd' | 'image' | 'imageAlt'> & {
  image: ShareImage;
  url: string;
  origin: string;
  /** the page in each offered language (`hreflang`), `x-default` the English one; none on a page kept out of search */
  alternates?: readonly PageAlternate[] | undefined;
  /** the page's language and region as Open Graph names it (`de_DE`) */
  ogLocale?: string | undefined;
};

export interface PageAlternate {
  hreflang: string;
  href: string;
}

export interface HeadCollector {
  collect(head: PageHeadTags): void;
  /** the picture of the page's largest paint (a BannerBackdrop framed as a card on phones), which the server preloads in both framings */
  banner(src: string): void;
}

export const HeadCollectorContext = createContext<HeadCollector | null>(null);

/** The site's public origin (https://…), for canonical and social URLs; the page's own origin when empty. */
export const SiteOriginContext = createContext('');
