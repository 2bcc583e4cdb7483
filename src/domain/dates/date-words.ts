// The words of a typed date in a language: its month and weekday names, read loosely (any case, with or without
// accents and a closing dot, any abbreviation long enough to tell them apart). The names come from Intl, so a
// language needs no list of its own here.
import type { Locale } from '../i18n/locales.js';

/** 'Déc.' as 'dec', 'März' as 'marz': what the visitor may type for it. */
export const plainWord = (word: string): string =>
  word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\.$/, '');

const nameLists = new Map<string, string[]>();

/** The twelve months' (or seven weekdays', Sunday first) full names in the locale, as plain words. */
function names(locale: Locale, kind: 'month' | 'weekday'): string[] {
  const key = `${locale}|${kind}`;
  let list = nameLists.get(key);
  if (!list) {
    const format = new Intl.DateTimeFormat(locale, { [kind]: 'long', timeZone: 'UTC' });
    // 2023 began on a Sunday: its first days are the weekdays, its months' first days the months.
    const dates =
      kind === 'month'
        ? [...Array(12).keys()].map((m) => Date.UTC(2023, m, 1))
        : [1, 2, 3, 4, 5, 6, 7].map((d) => Date.UTC(2023, 0, d));
    nameLists.set(key, (list = dates.map((date) => plainWord(format.format(date)))));
  }
  return list;
}

const ENGLISH_MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * The month (1–12) a word names in the locale or in English: the start of one month's name ('dez', 'juil',
 * 'sept'), at least three letters, or an English name or abbreviation ('December', 'Dec'). Undefined when it
 * names none, or more than one ('jui' is juin or juillet).
 */
export function monthOfWord(word: string, locale: Locale): number | undefined {
  const plain = plainWord(word);
  if (locale !== 'en' && plain.length >= 3) {
    const found = names(locale, 'month').flatMap((name, index) => (name.startsWith(plain) ? [index + 1] : []));
    if (found.length === 1) return found[0];
  }
  const english = ENGLISH_MONTHS.findIndex((month) => plain.startsWith(month));
  return english >= 0 ? english + 1 : undefined;
}

const ENGLISH_WEEKDAY = /^(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*$/;

/** Whether a word is a weekday in the locale ('Sa', 'sam', 'Samstag') or in English ('Sat'). */
export function isWeekdayWord(word: string, locale: Locale): boolean {
  const plain = plainWord(word);
  if (ENGLISH_WEEKDAY.test(plain)) return true;
  return locale !== 'en' && plain.length >= 2 && names(locale, 'weekday').some((name) => name.startsWith(plain));
}
