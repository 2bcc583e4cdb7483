import '../zod-setup.js';
import { z } from 'zod';
import {
  ALWAYS,
  idField,
  idListField,
  isDateOrderWrong,
  MAX_DATABASE_INT,
  optionalIsoDate,
  requiredText,
  text,
} from './common.js';
import {
  BUDGET_CELL_MESSAGE,
  BUDGET_PRICE_MESSAGE,
  BUDGET_TWICE_MESSAGE,
  CATALOGUE_BASE_PRICE_MESSAGE,
  CATALOGUE_CATEGORIES_MESSAGE,
  CATALOGUE_DATE_MESSAGE,
  CATALOGUE_DATE_ORDER_MESSAGE,
  CATALOGUE_DESCRIPTION_MESSAGE,
  CATALOGUE_DESTINATIONS_MESSAGE,
  CATALOGUE_INCLUSIONS_MESSAGE,
  CATALOGUE_LOCATION_MESSAGE,
  CATALOGUE_MEDIA_MESSAGE,
  CATALOGUE_NAME_MESSAGE,
  CATALOGUE_REGION_MESSAGE,
  CATALOGUE_SLUG_MESSAGE,
  CATALOGUE_STATUS_FILTER_MESSAGE,
  CATALOGUE_TEXT_MESSAGE,
  CATALOGUE_TRIP_TYPE_MESSAGE,
  CATALOGUE_VERSION_MESSAGE,
  DESK_FILTER_MESSAGE,
  ITINERARY_DAY_MESSAGE,
  ITINERARY_TITLE_MESSAGE,
  INVALID_DATA_MESSAGE,
} from './messages.js';

/** A trip's or destination's state in the back office; only `published` is on the storefront. */
export const CATALOGUE_STATUSES = ['draft', 'published', 'archived'] as const;
export type CatalogueStatus = (typeof CATALOGUE_STATUSES)[number];

export const BUDGET_SEASONS = ['Low', 'High'] as const;
export const BUDGET_QUANTITIES = [2, 4, 6] as const;
export const MAX_CATALOGUE_PRICE = 1_000_000;

/** How a 422 names one cell of the budget table, e.g. `budgets.High.Comfort.4`. */
export const budgetCellKey = (season: string, serviceClass: string, quantity: number) =>
  `budgets.${season}.${serviceClass}.${quantity}`;

/**
 * A catalogue price in USD from one cent, rounded to cents (a budget table pasted from a spreadsheet carries its
 * formulas' decimals). Below a cent is refused, not rounded: `5e-324` would be stored and shown as "$0".
 */
const price = (message: string) =>
  z.coerce
    .number({ error: message })
    .min(0.01, { error: message, abort: true })
    .max(MAX_CATALOGUE_PRICE, { error: message })
    .transform((value) => Math.round(value * 100) / 100);

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const name = requiredText(CATALOGUE_NAME_MESSAGE, { max: 200, tooLong: CATALOGUE_NAME_MESSAGE });
const slug = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.string({ error: CATALOGUE_SLUG_MESSAGE }).trim().max(120).regex(SLUG, { error: CATALOGUE_SLUG_MESSAGE }).optional(),
);
/** Stored sanitised (the storefront's allow-list); may be empty on a draft. */
const html = text(CATALOGUE_DESCRIPTION_MESSAGE, {
  multiline: true,
  max: 50_000,
  tooLong: CATALOGUE_DESCRIPTION_MESSAGE,
});
const shortText = requiredText(CATALOGUE_TEXT_MESSAGE, { max: 500, tooLong: CATALOGUE_TEXT_MESSAGE });
const optionalIds = (message: string) => idListField(message).default([]);
const mediaUuid = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z.guid({ error: CATALOGUE_MEDIA_MESSAGE }).nullable(),
);

const ItineraryDaySchema = z.object({
  day: z.coerce.number({ error: ITINERARY_DAY_MESSAGE }).int({ error: ITINERARY_DAY_MESSAGE }).min(1).max(365),
  title: requiredText(ITINERARY_TITLE_MESSAGE, { max: 200, tooLong: ITINERARY_TITLE_MESSAGE }),
  description: html.default(''),
});

// Each cell's problems are reported under its own key, not its index: the editor shows the grid, not a list.
const BudgetCellSchema = z.object({
  season: z.string(),
  service_class: text(BUDGET_CELL_MESSAGE),
  quantity: z.coerce.number(),
  price: z.unknown(),
});
const cellPrice = price(BUDGET_PRICE_MESSAGE);

/**
 * The budget table: cells of Low/High × a service class × 2/4/6 guests, a price per person each. Which
 * service classes exist is the database's business: the server checks the class names and, on publishing,
 * that every cell is there.
 */
const budgets = z
  .array(BudgetCellSchema, { error: BUDGET_CELL_MESSAGE })
  .max(200, { error: BUDGET_CELL_MESSAGE })
  .default([])
  .superRefine((cells, ctx) => {
    const seen = new Set<string>();
    for (const cell of cells) {
      const key = budgetCellKey(cell.season, cell.service_class, cell.quantity).slice('budgets.'.length);
      const path = key.split('.');
      const known =
        (BUDGET_SEASONS as readonly string[]).includes(cell.season) &&
        (BUDGET_QUANTITIES as readonly number[]).includes(cell.quantity);
      if (!known) ctx.addIssue({ code: 'custom', path, message: BUDGET_CELL_MESSAGE });
      else if (seen.has(key)) ctx.addIssue({ code: 'custom', path, message: BUDGET_TWICE_MESSAGE });
      else if (!cellPrice.safeParse(cell.price).success)
        ctx.addIssue({ code: 'custom', path, message: BUDGET_PRICE_MESSAGE });
      seen.add(key);
    }
  })
  .transform((cells) =>
    cells.map((cell) => ({ ...cell, season: cell.season as 'Low' | 'High', price: cellPrice.parse(cell.price) })),
  );

const dates = {
  from_date: optionalIsoDate(CATALOGUE_DATE_MESSAGE),
  to_date: optionalIsoDate(CATALOGUE_DATE_MESSAGE),
};

/**
 * A trip as the editor saves it (create and edit take the same body). Unknown keys (uuid, status, ratings,
 * timestamps: what GET answers but nobody edits) are dropped.
 */
const tripFields = {
  name,
  slug,
  trip_type_id: idField(CATALOGUE_TRIP_TYPE_MESSAGE),
  category_ids: optionalIds(CATALOGUE_CATEGORIES_MESSAGE),
  destination_ids: optionalIds(CATALOGUE_DESTINATIONS_MESSAGE),
  description: html.default(''),
  itinerary: z.array(ItineraryDaySchema).max(365).default([]),
  addon_ids: optionalIds(CATALOGUE_INCLUSIONS_MESSAGE),
  exclusion_ids: optionalIds(CATALOGUE_INCLUSIONS_MESSAGE),
  ...dates,
  base_price: price(CATALOGUE_BASE_PRICE_MESSAGE),
  budgets,
  media_uuid: mediaUuid.default(null),
};
// Runs even when the body is no object at all (ALWAYS), so it reads the dates optionally.
const datesInOrder = (trip: { from_date: string | null; to_date: string | null } | undefined) =>
  !isDateOrderWrong(trip?.from_date, trip?.to_date, true);
const dateOrder = { path: ['to_date'], error: CATALOGUE_DATE_ORDER_MESSAGE, ...ALWAYS };
export const TripEditSchema = z.object(tripFields).refine(datesInOrder, dateOrder);
export type TripEditInput = z.infer<typeof TripEditSchema>;

const version = z.coerce
  .number({ error: CATALOGUE_VERSION_MESSAGE })
  .int()
  .min(1, { error: CATALOGUE_VERSION_MESSAGE })
  .max(MAX_DATABASE_INT, { error: CATALOGUE_VERSION_MESSAGE });
/** An edit names the version the staff member started from: an older one is refused (409). */
export const TripUpdateSchema = z.object({ ...tripFields, version }).refine(datesInOrder, dateOrder);
export type TripUpdateInput = z.infer<typeof TripUpdateSchema>;

const destinationFields = {
  name,
  slug,
  description: html.default(''),
  facts: z.array(shortText).max(50).default([]),
  activities: z.array(shortText).max(50).default([]),
  category_ids: optionalIds(CATALOGUE_CATEGORIES_MESSAGE),
  location_id: idField(CATALOGUE_LOCATION_MESSAGE),
  region_id: idField(CATALOGUE_REGION_MESSAGE),
  media_uuid: mediaUuid.default(null),
};
export const DestinationEditSchema = z.object(destinationFields);
export type DestinationEditInput = z.infer<typeof DestinationEditSchema>;
export const DestinationUpdateSchema = z.object({ ...destinationFields, version });
export type DestinationUpdateInput = z.infer<typeof DestinationUpdateSchema>;

/** The orders the editor's lists offer; the newest change first unless asked. */
export const CATALOGUE_SORTS = ['updated_desc', 'updated_asc', 'name_asc', 'name_desc'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

/** The editor's list: every filter optional. */
export const CatalogueListQuerySchema = z.object({
  status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(CATALOGUE_STATUSES, { error: CATALOGUE_STATUS_FILTER_MESSAGE }).optional(),
  ),
  q: z.preprocess((v) => (v === '' ? undefined : v), text(INVALID_DATA_MESSAGE).optional()),
  sort: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(CATALOGUE_SORTS, { error: DESK_FILTER_MESSAGE }).default('updated_desc'),
  ),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});
export type CatalogueListQuery = z.infer<typeof CatalogueListQuerySchema>;
