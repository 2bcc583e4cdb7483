/** Lower case without accents: 'Ngorongóro' and 'NGORONGORO' read the same, as do 'Strände' and 'strande'. */
export const normalizePlaceText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss');

/** The words of a text as the search compares them: normalized, split at anything that is not a letter or digit. */
export const placeWords = (text: string): string[] =>
  normalizePlaceText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** The shortest typed word a typo is forgiven in: shorter ones are too easily another word ('Paje', 'Page'). */
export const TYPO_MIN_LENGTH = 5;

/**
 * Whether one letter added, dropped or changed turns `a` into `b` (edit distance at most 1): 'serengetti' and
 * 'serengeti', 'kandwa' and 'kendwa'. Linear: whatever the two share at each end, at most one letter may differ.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) {
    end += 1;
  }
  return a.length - start - end <= 1 && b.length - start - end <= 1;
}

/** A typed word of 5 letters or more that one edit turns into `word`. */
export const isTypoOf = (typed: string, word: string) => typed.length >= TYPO_MIN_LENGTH && withinOneEdit(typed, word);

/**
 * Every word typed must appear in the name, in any order ('zanzibar north' finds 'North Coast, Zanzibar'); a
 * word of 5 letters or more may also be one typo away from one of the name's words ('serengetti').
 */
export function matchesPlaceQuery(name: string, query: string): boolean {
  const typed = placeWords(query);
  const target = normalizePlaceText(name);
  const words = placeWords(name);
  return typed.every((word) => target.includes(word) || words.some((known) => isTypoOf(word, known)));
}
