import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { createContext, Fragment, use, useMemo, type ReactNode } from 'react';
import { DEFAULT_LOCALE, type Locale } from '#domain/i18n/locales.js';
import { fillMessage } from '#domain/i18n/msg.js';

export type { Messages };

/** The values a message's placeholders take (`{count}`, `{name}`). */
export type MessageValues = Record<string, string | number | Date | null | undefined>;

/** Translates a message (its English text is its id, docs/decisions/018-languages.md) into the page's language. */
export type Translate = (id: string, values?: MessageValues) => string;

/**
 * A translator for one locale from its compiled messages. A message it does not hold (the page's own set while
 * the whole catalogue loads) shows its English id rather than a warning.
 */
export function createI18n(locale: Locale, messages: Messages): I18n {
  return setupI18n({ locale, messages: { [locale]: messages }, missing: (_locale, id) => id });
}

export const I18nContext = createContext<I18n>(createI18n(DEFAULT_LOCALE, {}));

const bases = new WeakMap<I18n, I18n>();

/**
 * The same translator as a new value, so that what reads it from context draws again (once it holds more
 * messages); `translatorOf` finds the one it views.
 */
export function freshView(i18n: I18n): I18n {
  const view = Object.create(i18n) as I18n;
  bases.set(view, translatorOf(i18n));
  return view;
}

/** The translator itself behind a view (or the translator given). */
export const translatorOf = (i18n: I18n): I18n => bases.get(i18n) ?? i18n;

/**
 * The page's translator: `const t = useT(); t('Login')`. A message the page does not hold yet (shown before its
 * catalogue has loaded) shows its English with the values filled in, never its placeholders.
 */
export function useT(): Translate {
  const i18n = use(I18nContext);
  return useMemo(() => translator(i18n), [i18n]);
}

const translators = new WeakMap<I18n, Translate>();

function translator(i18n: I18n): Translate {
  let translate = translators.get(i18n);
  if (!translate) {
    translate = (id, values) =>
      values && i18n.messages[id] === undefined ? fillMessage(id, values) : (i18n.t as Translate)(id, values);
    translators.set(i18n, translate);
  }
  return translate;
}

export { msg } from '#domain/i18n/msg.js';

/** A message as compiled for English when it is its own id with nothing to fill in: the id shows it alike. */
const isPlainId = (id: string, compiled: unknown) =>
  compiled === id || (Array.isArray(compiled) && compiled.length === 1 && compiled[0] === id);

/**
 * A translator that notes the messages it is asked for (the server, rendering a page's islands), and those
 * messages as compiled: what the islands need to hydrate, carried in the page's data, so the browser's first
 * moments need no catalogue. Messages English shows as their own id are left out.
 */
export interface RecordingI18n {
  i18n: I18n;
  /** the messages asked for so far, as compiled */
  used: () => Messages;
  /** from now on also notes the messages asked for into `into` (null: stops): what one island of the page asked */
  watch(into: Set<string> | null): void;
  /** notes messages as asked for (a kept island's, asked when it was rendered) */
  note(ids: Iterable<string>): void;
}

export function recordingI18n(base: I18n): RecordingI18n {
  const ids = new Set<string>();
  let watcher: Set<string> | null = null;
  const i18n = Object.create(base) as I18n;
  const translate = ((id: string | { id: string }, ...rest: unknown[]) => {
    const key = typeof id === 'string' ? id : id.id;
    ids.add(key);
    watcher?.add(key);
    return (base._ as (...args: unknown[]) => string)(id, ...rest);
  }) as I18n['_'];
  Object.defineProperties(i18n, { _: { value: translate }, t: { value: translate } });
  const used = () => {
    const messages: Messages = {};
    for (const id of ids) {
      const compiled = base.messages[id];
      if (compiled !== undefined && !isPlainId(id, compiled)) messages[id] = compiled;
    }
    return messages;
  };
  return {
    i18n,
    used,
    watch: (into) => (watcher = into),
    note: (noted) => {
      for (const id of noted) ids.add(id);
    },
  };
}

/**
 * A message with parts that are elements (a link, a bold word): `rich('Read our {terms}.', { terms: <a …/> })`.
 * The translation places each part; the parts themselves are translated where they are made.
 */
export function useRich(): (id: string, parts: Record<string, ReactNode>) => ReactNode[] {
  const t = useT();
  return (id, parts) => {
    const marks = Object.fromEntries(Object.keys(parts).map((name) => [name, `\u{E000}${name}\u{E000}`]));
    return t(id, marks)
      .split('\u{E000}')
      .map((piece, index) => (index % 2 === 1 ? <Fragment key={index}>{parts[piece]}</Fragment> : piece));
  };
}
