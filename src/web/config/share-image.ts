import { msg } from '#domain/i18n/msg.js';

/**
 * The picture a shared page shows when it has none of its own (FAQ, legal pages, account pages): the home
 * page's hero, a generated banner served by the site itself.
 */
export const SITE_SHARE_IMAGE = {
  src: '/images/home-hero-banner-1280.webp',
  /** marked for the catalogues: shown with `t()` */
  alt: msg('A wooden dhow under sail on turquoise water off Zanzibar at sunset'),
} as const;
