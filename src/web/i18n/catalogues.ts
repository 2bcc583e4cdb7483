import type { I18n } from '@lingui/core';
import { use, type ReactNode } from 'react';
import type { Locale } from '#domain/i18n/locales.js';
import { I18nContext, translatorOf, type Messages } from './i18n.js';
import { useLocale } from '#web/lib/locale.js';

// One compiled module per locale (lingui.config.ts): a visitor's browser loads its own language's only.
const modules = import.meta.glob<{ messages: Messages }>('../locales/*.po');

/** A locale's whole compiled catalogue. */
export async function loadCatalogue(locale: Locale): Promise<Messages> {
  const load = modules[`../locales/${locale}.po`];
  if (!load) throw new Error(`no catalogue for ${locale}`);
  return (await load()).messages;
}

/** The whole catalogue's arrival in each page translator, asked for once. */
const arrivals = new WeakMap<I18n, Promise<void>>();

/**
 * Gives a page's translator (which starts with the messages its islands showed) its locale's whole catalogue:
 * once the page is idle (islands/hydrate-islands.tsx), or sooner when a part drawn only in the browser needs it.
 */
export function loadWholeCatalogue(view: I18n, locale: Locale): Promise<void> {
  const i18n = translatorOf(view);
  let arrival = arrivals.get(i18n);
  if (!arrival) {
    arrival = loadCatalogue(locale).then(
      (messages) => i18n.load(locale, { ...messages, ...i18n.messages }),
      (error: unknown) => console.error('the messages could not load', error),
    );
    arrivals.set(i18n, arrival);
  }
  return arrival;
}

/**
 * A part the browser draws on its own (a form, opened before the page was idle) waits for the whole catalogue
 * as it waits for its code, inside a Suspense boundary: the server's page did not show its messages, and a
 * translator given messages later does not draw again.
 */
export function WholeCatalogue({ children }: { children: ReactNode }) {
  use(loadWholeCatalogue(use(I18nContext), useLocale()));
  return children;
}
