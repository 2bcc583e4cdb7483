import type { Locale } from '../i18n/locales.js';
import type { CatalogueDataPort } from './data-port.js';
import type { TrackedRequest } from './requests-desk.js';

/**
 * The contract between the server and the web app's built render entry (`entry-server`): the server
 * imports that file from the build output and calls `render`, so neither side imports the other's code.
 */
export interface PageRenderOptions {
  /** the catalogue's reads in a language: its texts translated in the back office, English where they are not */
  catalogueIn(locale: Locale): CatalogueDataPort;
  /** the visitor's currency code, from the currency cookie */
  currencyCode: string;
  /** the site's public origin (PUBLIC_URL), for canonical and social URLs */
  origin: string;
  /**
   * A request as its tracking link opens it: the tracking API's answer for that reference and key in a language, as
   * the browser would read it (JSON), or null for a link that opens nothing. Never kept: the page is one tourist's.
   */
  trackedRequest(reference: string, key: string, locale: Locale): Promise<TrackedRequest | null>;
  /** a page of one visitor's own (a tracking link's): nothing rendered for it is kept for another page */
  personal?: boolean;
}

export type PageRenderResult =
  /** a page of one visitor's own (account pages): the server sends the app shell */
  | { kind: 'client-only' }
  | { kind: 'redirect'; status: number; location: string }
  /** a loader failed (the database, a bug): the server answers 503 */
  | { kind: 'unavailable'; error: unknown }
  /**
   * `head`: the page's title, meta and link tags; `bootData`: JSON for <script type="application/json">;
   * `islands`: the interactive parts the browser hydrates, by name, so the server can list their scripts;
   * `banner`: the picture of the page's largest paint (`/images/…-banner-1280.webp`), to preload, or null
   */
  | {
      kind: 'page';
      status: number;
      /** the page's language, for `<html lang>` */
      lang: string;
      /** kept out of search results (its robots meta): the server says so in a header too */
      noIndex: boolean;
      /**
       * the browser renders the page again as the single-page app (a form leading into the visitor's own pages):
       * the server sends it in the app's shell, with no page data
       */
      app?: boolean;
      head: string;
      body: string;
      bootData: string;
      islands: PageIslandRef[];
      banner: string | null;
    };

/** An island of a rendered page: its name (its module is `src/web/app/islands/<name>.island.tsx`) and when it hydrates. */
export interface PageIslandRef {
  name: string;
  hydrate: 'load' | 'visible' | 'signed-in';
}

export type RenderPage = (request: Request, options: PageRenderOptions) => Promise<PageRenderResult>;

/**
 * The id of the `<script type="application/json">` in which the server lists a page's script chunks (the
 * islands' runtime and the islands of the page, or the single-page app's), for the web app's first script
 * (`boot.ts`) to fetch them all at once.
 */
export const PAGE_MODULES_ID = 'page-modules';
