import { LOCALES, type Locale } from '#domain/i18n/locales.js';
import type { Messages } from './i18n.js';

// The server renders every locale: all four catalogues are in its render entry.
const modules = import.meta.glob<{ messages: Messages }>('../locales/*.po', { eager: true });

export const serverCatalogues: Readonly<Record<Locale, Messages>> = Object.fromEntries(
  LOCALES.map((locale) => [locale, modules[`../locales/${locale}.po`]?.messages ?? {}]),
) as Record<Locale, Messages>;
