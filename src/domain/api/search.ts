import '../zod-setup.js';
import { z } from 'zod';

/** A place a typed search found: a published destination, named in the asked language, and its location. */
export const FoundPlaceSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  location: z.object({ id: z.number().int(), name: z.string(), is_zanzibar: z.boolean() }),
});

/** GET /api/search's `data`: where the search lands, and what it found. */
export const SearchAnswerSchema = z.object({
  list: z.enum(['tours', 'safaris']).describe('/safaris for mainland places, else /tours'),
  href: z
    .string()
    .describe(
      'The list page to open, its search in the query (`location`, `destination`, or `q` when the text names several places, then `checkIn` and `checkOut`): a path of the English site, to which a page in another language adds its prefix (/de/…)',
    ),
  places: z.array(FoundPlaceSchema).describe('In the storefront’s order; empty when the text names no place'),
});

export type SearchAnswer = z.infer<typeof SearchAnswerSchema>;
