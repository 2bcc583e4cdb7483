import { normalizePlaceText } from './place-match.js';

/**
 * Words that name a kind of place rather than one place, in the site's four languages: a visitor who types
 * 'Strand' means Zanzibar's beaches as one who types 'beach' does. Reviewed by hand and kept short: a word is
 * here only when every place it brings is one a visitor typing it would want. Each word is matched like a name
 * (case and accents ignored, one typo forgiven from 5 letters), never inside a longer word.
 *
 * A kind is the places on one side of the water (`zanzibar`: the islands, `mainland`: the rest), and of those
 * only the ones with the interest named (by its English name, as the catalogue's categories are kept).
 */
export const PLACE_KINDS = {
  /** the island as each language writes it: the site's own German and its pages say 'Sansibar' */
  zanzibar: { zanzibar: true, interest: null, words: ['Zanzibar', 'Sansibar', 'Unguja'] },
  /** the country as the site's lists name the mainland ('Tanzania safaris', 'Tansania-Safaris') */
  mainland: { zanzibar: false, interest: null, words: ['Tanzania', 'Tansania', 'Tanzanie'] },
  beach: {
    zanzibar: true,
    interest: 'Beach',
    words: ['beach', 'beaches', 'Strand', 'Strände', 'plage', 'plages', 'spiaggia', 'spiagge'],
  },
  safari: {
    zanzibar: false,
    interest: 'Wildlife',
    words: ['safari', 'safaris', 'wildlife', 'Tierwelt', 'Wildtiere', 'Pirschfahrt', 'faune', 'fauna'],
  },
} as const satisfies Record<string, { zanzibar: boolean; interest: string | null; words: readonly string[] }>;

export type PlaceKind = keyof typeof PLACE_KINDS;

const KINDS = Object.values(PLACE_KINDS).map((kind) => ({ ...kind, words: kind.words.map(normalizePlaceText) }));

/**
 * The kind words a place is also found by: its side's words, and those of each kind whose interest it has.
 * Only the side is needed for the side's own words (the picker knows a location's side, not its interests).
 */
export function kindWordsOf(place: { isZanzibar: boolean; interests?: readonly string[] }): string[] {
  return KINDS.filter(
    (kind) =>
      kind.zanzibar === place.isZanzibar && (kind.interest === null || place.interests?.includes(kind.interest)),
  ).flatMap((kind) => kind.words);
}
