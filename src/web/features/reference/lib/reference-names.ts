import { msg, useT, type Translate } from '#web/i18n/i18n.js';

/**
 * The reference lists' names as messages: trip types, service classes, genders, locations and regions. The API and
 * the database keep them in English (what a form sends, a list's filter keeps in its URL, the back office shows);
 * a page shows each in its own language. A name the agency adds later shows in English until it is added here and
 * translated in src/web/locales.
 */
const NAMES: ReadonlySet<string> = new Set([
  // trip types
  msg('Cultural & Historic Tour'),
  msg('Beach & Adventure Tour'),
  msg('Wildlife Safari'),
  msg('Great Migration Safari'),
  msg('Kilimanjaro Trek'),
  msg('Southern Circuit Safari'),
  msg('Family Safari'),
  // service classes
  msg('Economy'),
  msg('Comfort'),
  msg('Luxury'),
  // genders
  msg('Male'),
  msg('Female'),
  msg('Other'),
  msg('Prefer not to say'),
  // locations
  msg('Stone Town, Zanzibar'),
  msg('North Coast, Zanzibar'),
  msg('South-East Coast, Zanzibar'),
  msg('Central Zanzibar'),
  msg('Serengeti'),
  msg('Ngorongoro'),
  msg('Tarangire & Lake Manyara'),
  msg('Arusha'),
  msg('Kilimanjaro'),
  msg('Southern Tanzania'),
  // regions (Arusha and Kilimanjaro are locations too)
  msg('Zanzibar Urban/West'),
  msg('Zanzibar North'),
  msg('Zanzibar South & Central'),
  msg('Mara'),
  msg('Manyara'),
  msg('Pwani & Morogoro'),
  msg('Iringa'),
]);

/** A reference name as the page's language says it ('Family Safari' → 'Familiensafari'); an unknown one as it is. */
export const referenceName = (t: Translate, name: string): string => (NAMES.has(name) ? t(name) : name);

/** `referenceName` in the page's language. */
export function useReferenceName(): (name: string) => string {
  const t = useT();
  return (name) => referenceName(t, name);
}

/** A list's rows with their names in the page's language, ids and order unchanged (a select's options). */
export const translatedNames = <T extends { name: string }>(t: Translate, rows: readonly T[]): T[] =>
  rows.map((row) => ({ ...row, name: referenceName(t, row.name) }));

/** The seasons by their stored names ('Low', 'High'), as a page says them. */
const SEASON_NAMES: Readonly<Record<string, string>> = { Low: msg('Low season'), High: msg('High season') };

/** 'High' → 'High season' in the page's language; an unknown season as it is. */
export const seasonName = (t: Translate, season: string): string => {
  const name = SEASON_NAMES[season];
  return name ? t(name) : season;
};
