import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  unique,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, day, ids, instant, linkTo, partOf, updatedAt, usd, version } from './columns.js';
import { staff } from './staff.js';
import { categories, locations, regions, seasons, serviceClasses, tripTypes } from './reference.js';

/**
 * An uploaded picture: the original is kept privately (metadata and all, for the agency); the storefront
 * only ever sees the WebP sizes made from it, without metadata, cropped around the focal point.
 */
export const media = pgTable('media', {
  ...ids(),
  /** path of the original under DATA_DIR (never served) */
  originalPath: text('original_path').notNull(),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** where the subject is, 0–1 from the left and from the top: the crops keep it in frame */
  focalX: real('focal_x').notNull().default(0.5),
  focalY: real('focal_y').notNull().default(0.5),
  /** bumped when the crops are made again (a new focal point), so cached sizes are not reused */
  revision: integer('revision').notNull().default(1),
  staffId: integer('staff_id').references(() => staff.id),
  createdAt: createdAt(),
});

/**
 * One row: the catalogue's version, bumped in the same transaction as every catalogue write. Whatever
 * caches catalogue data (the API micro-cache, rendered pages) keys on it, so every process sees a change
 * at once.
 */
export const catalogueState = pgTable('catalogue_state', {
  id: integer('id').primaryKey().default(1),
  version: integer('version').notNull().default(1),
  updatedAt: updatedAt(),
});

/** What a destination and a trip both show: an address, a name, a text and the generated art. */
const itemFace = () => ({
  ...ids(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  image: text('image').notNull(),
  banner: text('banner').notNull(),
});

/** What the back office's editor keeps on a destination and a trip. */
const editorial = () => ({
  version: version(),
  /** archived: kept for the requests that name it, never shown; publishing again clears it */
  archivedAt: instant('archived_at'),
  /** an uploaded picture; null: the generated art in `image` and `banner` */
  mediaId: integer('media_id').references(() => media.id),
  updatedAt: updatedAt(),
  createdAt: createdAt(),
});

export const destinations = pgTable(
  'destinations',
  {
    ...itemFace(),
    locationId: linkTo('location_id', () => locations.id),
    regionId: linkTo('region_id', () => regions.id),
    sortOrder: integer('sort_order').notNull().default(0),
    /** a draft or an archived destination is not on the storefront */
    isPublished: boolean('is_published').notNull().default(true),
    ...editorial(),
  },
  (t) => [
    index('destinations_location_idx').on(t.locationId),
    // the storefront's order, published rows only: a page's ids are an index range
    index('destinations_public_order_idx')
      .on(t.sortOrder, t.id)
      .where(sql`${t.isPublished}`),
  ],
);

export const destinationCategories = pgTable(
  'destination_categories',
  {
    destinationId: partOf('destination_id', () => destinations.id),
    categoryId: linkTo('category_id', () => categories.id),
  },
  (t) => [primaryKey({ columns: [t.destinationId, t.categoryId] })],
);

export const destinationFacts = pgTable(
  'destination_facts',
  {
    id: serial('id').primaryKey(),
    destinationId: partOf('destination_id', () => destinations.id),
    fact: text('fact').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('destination_facts_destination_idx').on(t.destinationId, t.position)],
);

export const destinationActivities = pgTable(
  'destination_activities',
  {
    id: serial('id').primaryKey(),
    destinationId: partOf('destination_id', () => destinations.id),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('destination_activities_destination_idx').on(t.destinationId, t.position)],
);

export const trips = pgTable(
  'trips',
  {
    ...itemFace(),
    /** the cheapest per-person price in USD: the 'From' price */
    basePrice: usd('base_price').notNull(),
    /** the per-person price for a couple in Economy, Low season */
    price: usd('price').notNull(),
    isPublished: boolean('is_published').notNull().default(false),
    fromDate: day('from_date'),
    toDate: day('to_date'),
    tripTypeId: linkTo('trip_type_id', () => tripTypes.id),
    sortOrder: integer('sort_order').notNull().default(0),
    ...editorial(),
  },
  (t) => [
    index('trips_published_idx').on(t.isPublished, t.sortOrder),
    // the storefront's order, published rows only: a page's ids are an index range
    index('trips_public_order_idx')
      .on(t.sortOrder, t.id)
      .where(sql`${t.isPublished}`),
  ],
);

/**
 * An item's public JSON (the API's shape without its rating figures), kept beside it so a list page reads 50
 * stored texts instead of rebuilding every relation. Triggers (migration 0010) clear `body` and bump `rev` in
 * the same transaction as any change to the item or to what its JSON names; the next read rebuilds it, and
 * stores it only if `rev` has not moved meanwhile (repositories/catalogue-documents.ts).
 */
function documentTable<N extends string, C extends string>(name: N, itemColumn: C, item: () => AnyPgColumn) {
  return pgTable(name, {
    itemId: integer(itemColumn).primaryKey().references(item, { onDelete: 'cascade' }),
    rev: integer('rev').notNull().default(0),
    body: text('body'),
    /** which code made `body` (catalogue-documents.ts): a body of another shape is rebuilt, not served */
    shape: text('shape'),
  });
}

export const tripDocuments = documentTable('trip_documents', 'trip_id', () => trips.id);
export const destinationDocuments = documentTable('destination_documents', 'destination_id', () => destinations.id);

export const tripDestinations = pgTable(
  'trip_destinations',
  {
    id: serial('id').primaryKey(),
    tripId: partOf('trip_id', () => trips.id),
    destinationId: linkTo('destination_id', () => destinations.id),
    position: integer('position').notNull(),
  },
  (t) => [index('trip_destinations_trip_idx').on(t.tripId), index('trip_destinations_dest_idx').on(t.destinationId)],
);

export const tripCategories = pgTable(
  'trip_categories',
  {
    tripId: partOf('trip_id', () => trips.id),
    categoryId: linkTo('category_id', () => categories.id),
  },
  (t) => [primaryKey({ columns: [t.tripId, t.categoryId] })],
);

export const tripPoints = pgTable(
  'trip_points',
  {
    id: serial('id').primaryKey(),
    tripId: partOf('trip_id', () => trips.id),
    order: integer('order').notNull(),
    dayNumber: integer('day_number').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
  },
  (t) => [index('trip_points_trip_idx').on(t.tripId)],
);

// Written out per table, not made by a factory: the relational query types need each literal name.
const inclusionColumns = () => ({
  tripId: partOf('trip_id', () => trips.id),
  categoryId: linkTo('category_id', () => categories.id),
  position: integer('position').notNull().default(0),
});

/** what the price covers */
export const tripAddons = pgTable('trip_addons', inclusionColumns(), (t) => [
  primaryKey({ columns: [t.tripId, t.categoryId] }),
]);
/** what the price does not cover */
export const tripNotAddons = pgTable('trip_not_addons', inclusionColumns(), (t) => [
  primaryKey({ columns: [t.tripId, t.categoryId] }),
]);

export const budgets = pgTable(
  'budgets',
  {
    id: serial('id').primaryKey(),
    tripId: partOf('trip_id', () => trips.id),
    seasonId: linkTo('season_id', () => seasons.id),
    serviceClassId: linkTo('service_class_id', () => serviceClasses.id),
    /** group tier: 2, 4 or 6 guests */
    quantity: integer('quantity').notNull(),
    /** per person, USD */
    price: usd('price').notNull(),
  },
  (t) => [unique('budgets_row_unique').on(t.tripId, t.seasonId, t.serviceClassId, t.quantity)],
);
