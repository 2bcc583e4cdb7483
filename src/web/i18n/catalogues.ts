import type { Locale } from '#domain/i18n/locales.js';
import type { Messages } from './i18n.js';

// One compiled module per locale (lingui.config.ts): a visitor's browser loads its own language's only.
const modules = import.meta.glob<{ messages: Messages }>('../locales/*.po');

/** A locale's whole compiled catalogue. */
export async function loadCatalogue(locale: Locale): Promise<Messages> {
  const load = modules[`../locales/${locale}.po`];
  if (!load) throw new Error(`no catalogue for ${locale}`);
  return (await load()).messages;
}
