import { z } from 'zod';
import { LOCALES } from '../i18n/locales.js';
import { SEARCH_MESSAGES } from '../search/search-rules.js';
import { optionalIsoDate, requiredText, SHORT_TEXT_MAX } from './common.js';
import { INVALID_DATE_MESSAGE } from './messages.js';

/**
 * GET /api/search: what a visitor typed in the search bar's place field, and the stay (optional). The stay's
 * day rules depend on the day they are checked: the use case applies them (search-rules.ts `stayErrors`).
 */
export const PlaceSearchQuerySchema = z.object({
  q: requiredText(SEARCH_MESSAGES.location, { max: SHORT_TEXT_MAX }).describe(
    'The place as typed, in any of the site’s languages: case, accents and one typo (in a word of 5 letters or more) are forgiven, and kind words (beach, Strand, plage, spiaggia, safari, …) find those places',
  ),
  checkIn: optionalIsoDate(INVALID_DATE_MESSAGE).describe('yyyy-MM-dd, today or later (the agency’s calendar)'),
  checkOut: optionalIsoDate(INVALID_DATE_MESSAGE).describe('yyyy-MM-dd, after `checkIn`, which it needs'),
  locale: z
    .enum(LOCALES, { error: `locale must be one of ${LOCALES.join(', ')}` })
    .default('en')
    .describe('The language of the places’ names in the answer: en (the default), it, de or fr'),
});

export type PlaceSearchQuery = z.infer<typeof PlaceSearchQuerySchema>;
