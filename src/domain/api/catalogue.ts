import '../zod-setup.js';
import { z } from 'zod';
import { LOCALES } from '../i18n/locales.js';

const NameOnly = z.object({ name: z.string() });
const CategoryRef = z.object({ category: NameOnly });

/** Users' ratings of a trip or a destination: the mean with one decimal (null when unrated) and how many. */
const ratingFigures = {
  rating_average: z.number().nullable(),
  ratings_count: z.number().int(),
};

/** What trips and destinations both are: a named page with its pictures. */
const catalogueItemFields = {
  id: z.number().int(),
  uuid: z.string(),
  slug: z.string(),
  name: z.string(),
  /** sanitized HTML */
  description: z.string(),
  image: z.string(),
  banner: z.string(),
};

export const DestinationSchema = z.object({
  ...catalogueItemFields,
  location: z.object({ id: z.number().int(), name: z.string() }),
  region: z.object({ id: z.number().int(), name: z.string() }),
  categories: z.array(NameOnly),
  facts: z.array(z.object({ fact: z.string() })),
  activities: z.array(NameOnly),
  ...ratingFigures,
});
export type Destination = z.infer<typeof DestinationSchema>;

export const TripPointSchema = z.object({
  order: z.number().int(),
  day_number: z.number().int(),
  title: z.string(),
  /** sanitized HTML */
  description: z.string(),
});
export type TripPoint = z.infer<typeof TripPointSchema>;

export const BudgetSchema = z.object({
  season: z.object({ name: z.enum(['Low', 'High']) }),
  service_class: NameOnly,
  quantity: z.number().int(),
  price: z.number(),
});
export type Budget = z.infer<typeof BudgetSchema>;

export const TripSchema = z.object({
  ...catalogueItemFields,
  base_price: z.number(),
  price: z.number(),
  is_published: z.boolean(),
  from_date: z.string().nullable(),
  to_date: z.string().nullable(),
  trip_type: z.object({ id: z.number().int(), name: z.string() }),
  trip_destinations: z.array(
    z.object({
      destination: z.object({
        id: z.number().int(),
        uuid: z.string(),
        name: z.string(),
        location: z.object({ id: z.number().int(), name: z.string() }),
      }),
    }),
  ),
  trip_categories: z.array(CategoryRef),
  trip_points: z.array(TripPointSchema),
  trip_addons: z.array(CategoryRef),
  trip_not_addons: z.array(CategoryRef),
  budgets: z.array(BudgetSchema),
  ...ratingFigures,
});
export type Trip = z.infer<typeof TripSchema>;

export const TestimonialSchema = z.object({
  uuid: z.string(),
  rating: z.number().int(),
  comments: z.string(),
  tourist: z.object({
    name: z.string(),
    /** the country's English name, as stored */
    country: z.string().nullable(),
    /** its ISO 3166-1 code, which a page names the country by in its own language */
    country_code: z.string().nullable(),
  }),
  created_at: z.string(),
});
export type Testimonial = z.infer<typeof TestimonialSchema>;

/** Where a list's next page starts: pass it as `cursor`; null on the last page. */
const nextCursor = z
  .string()
  .nullable()
  .describe(
    'Pass as `cursor` for the page after this one (keyset: no row before it is read again); null on the last page',
  );

/** `GET /trips`: one page of published trips and how many match in all. */
export const TripsPageSchema = z.object({
  trips: z.array(TripSchema),
  total: z.number().int(),
  next_cursor: nextCursor,
});
export type TripsPage = z.infer<typeof TripsPageSchema>;

/** `GET /destinations`: one page of destinations and how many there are. */
export const DestinationsPageSchema = z.object({
  destinations: z.array(DestinationSchema),
  total: z.number().int(),
  next_cursor: nextCursor,
});
export type DestinationsPage = z.infer<typeof DestinationsPageSchema>;

/**
 * The language of a catalogue read (`locale`): trip and destination texts translated in the back office, each
 * field falling back to its English. English when absent.
 */
export const CatalogueLocaleQuerySchema = z.object({
  locale: z
    .enum(LOCALES, { error: `locale must be one of ${LOCALES.join(', ')}` })
    .default('en')
    .describe('The language of the texts: en (the default), it, de or fr; a text not translated stays English'),
});
