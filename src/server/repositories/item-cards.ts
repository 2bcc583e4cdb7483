import { createHash } from 'node:crypto';
import {
  and,
  desc,
  eq,
  getTableName,
  isNull,
  or,
  sql,
  type AnyColumn,
  type Column,
  type GetColumnData,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import { builtOnce } from '#server/db/built-once.js';
import type { ItemCard, ItemType } from '#domain/api/personal.js';
import { isSafariTrip } from '#domain/trips/classification.js';
import type { DbOrTx } from '#server/db/client.js';
import * as t from '#server/db/schema/index.js';

// Likes, ratings and cart rows point at a trip or a destination (two nullable foreign keys, see
// db/schema/activity.ts). Their lists left-join both, so each list is one statement whatever its
// length; a trip's destinations come along as a JSON array for its location and its section.

/** The columns every user row of activity.ts has. */
interface ItemLinkColumns {
  tripId: AnyColumn;
  destinationId: AnyColumn;
}

/** The card columns of a list query; use with `joinItems`. */
export const itemCardFields = {
  tripUuid: t.trips.uuid,
  tripName: t.trips.name,
  tripDescription: t.trips.description,
  tripImage: t.trips.image,
  tripBanner: t.trips.banner,
  tripBasePrice: t.trips.basePrice,
  // Plain identifiers inside: only trips.id comes from the outer query.
  tripPlaces: sql<
    PlaceRow[] | string | null
  >`(select json_agg(json_build_object('name', d.name, 'location', l.name) order by td.position) from trip_destinations td inner join destinations d on d.id = td.destination_id and d.is_published inner join locations l on l.id = d.location_id where td.trip_id = ${t.trips.id})`,
  destinationUuid: t.destinations.uuid,
  destinationName: t.destinations.name,
  destinationImage: t.destinations.image,
  destinationBanner: t.destinations.banner,
  destinationLocation: t.locations.name,
};

interface PlaceRow {
  name: string;
  location: string;
}

/** What `itemCardFields` load: every column may be null, since only one of the joins matches. */
export interface ItemCardRow {
  tripUuid: string | null;
  tripName: string | null;
  tripDescription: string | null;
  tripImage: string | null;
  tripBanner: string | null;
  tripBasePrice: number | null;
  tripPlaces: PlaceRow[] | string | null;
  destinationUuid: string | null;
  destinationName: string | null;
  destinationImage: string | null;
  destinationBanner: string | null;
  destinationLocation: string | null;
}

/** Join conditions for `.leftJoin(t.trips, …).leftJoin(t.destinations, …).leftJoin(t.locations, …)`. */
export function itemJoins(table: ItemLinkColumns) {
  return {
    trip: eq(t.trips.id, table.tripId),
    destination: eq(t.destinations.id, table.destinationId),
    location: eq(t.locations.id, t.destinations.locationId),
  };
}

/** A trip or destination the agency unpublished drops out of the user's lists, as it drops out of the catalogue. */
export function itemVisible(table: ItemLinkColumns): SQL {
  return and(
    or(isNull(table.tripId), eq(t.trips.isPublished, true)),
    or(isNull(table.destinationId), eq(t.destinations.isPublished, true)),
  )!;
}

const text = (value: string | null): string => value ?? '';

function places(value: ItemCardRow['tripPlaces']): PlaceRow[] {
  // node-postgres parses json; keep working if a driver hands back the text.
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? (parsed as PlaceRow[]) : [];
}

/** The compact card of the item a row points at; null when the join found nothing. */
export function toItemCard(type: ItemType, row: ItemCardRow): ItemCard | null {
  if (type === 'trip') {
    if (row.tripUuid === null) return null;
    const tripPlaces = places(row.tripPlaces);
    const name = text(row.tripName);
    const trip = {
      name,
      description: text(row.tripDescription),
      trip_destinations: tripPlaces.map((p) => ({ destination: { name: p.name, location: { name: p.location } } })),
    };
    return {
      uuid: row.tripUuid,
      type,
      name,
      image: text(row.tripImage),
      banner: text(row.tripBanner),
      base_price: row.tripBasePrice === null ? null : Number(row.tripBasePrice),
      location: tripPlaces[0]?.location ?? null,
      section: isSafariTrip(trip) ? 'safari' : 'zanzibar',
    };
  }
  if (row.destinationUuid === null) return null;
  return {
    uuid: row.destinationUuid,
    type,
    name: text(row.destinationName),
    image: text(row.destinationImage),
    banner: text(row.destinationBanner),
    base_price: null,
    location: row.destinationLocation,
    section: null,
  };
}

export interface ItemRef {
  type: ItemType;
  id: number;
}

/** The id of a destination or a published trip by uuid; null when there is none (a 404). */
export async function findItem(db: DbOrTx, type: ItemType, uuid: string): Promise<ItemRef | null> {
  const [row] =
    type === 'trip'
      ? await db
          .select({ id: t.trips.id })
          .from(t.trips)
          .where(and(eq(t.trips.uuid, uuid), eq(t.trips.isPublished, true)))
      : await db
          .select({ id: t.destinations.id })
          .from(t.destinations)
          .where(and(eq(t.destinations.uuid, uuid), eq(t.destinations.isPublished, true)));
  return row ? { type, id: row.id } : null;
}

/** The foreign key columns of a new row for `item`: exactly one is set (the table's check). */
export function itemKeys(item: ItemRef): { itemType: ItemType; tripId: number | null; destinationId: number | null } {
  return {
    itemType: item.type,
    tripId: item.type === 'trip' ? item.id : null,
    destinationId: item.type === 'destination' ? item.id : null,
  };
}

/** The user tables whose rows point at a trip or a destination. */
type UserItemTable = typeof t.likes | typeof t.ratings | typeof t.cartItems;
/** A list's own fields: its table's columns, or SQL of a known type (a subquery). */
type RowFields = Record<string, Column | SQL<unknown>>;
type FieldValue<F> = F extends Column ? GetColumnData<F> : F extends SQL<infer T> ? T : never;
type ColumnValues<F extends RowFields> = { [K in keyof F]: FieldValue<F[K]> };
type UserItemRow<F extends RowFields> = ColumnValues<F> & {
  uuid: string;
  itemType: ItemType;
  createdAt: Date;
} & ItemCardRow;

/**
 * A user's rows of a likes, ratings or cart table, each with `fields` and the card of its item,
 * newest first, in one statement. `only` narrows the rows (one row by uuid is found whatever its
 * item); without it the list hides unpublished trips. A row whose item is gone is left out.
 */
export async function userItemRows<F extends RowFields>(
  db: DbOrTx,
  table: UserItemTable,
  userId: number,
  fields: F,
  only?: SQL,
): Promise<{ row: UserItemRow<F>; item: ItemCard }[]> {
  // The three tables share these columns; narrowed to one so Drizzle types the statement.
  const rows = table as typeof t.likes;
  const joins = itemJoins(rows);
  const common = { uuid: rows.uuid, itemType: rows.itemType, createdAt: rows.createdAt, ...itemCardFields };
  const query = (user: number | Placeholder, where: SQL) =>
    db
      .select({ ...(fields as Record<string, Column | SQL>), ...common })
      .from(rows)
      .leftJoin(t.trips, joins.trip)
      .leftJoin(t.destinations, joins.destination)
      .leftJoin(t.locations, joins.location)
      .where(and(eq(rows.userId, user), where))
      .orderBy(desc(rows.createdAt), desc(rows.id));
  // The whole list (the dashboard's) is built once per handle and list shape; a single row by uuid is rarer.
  const shape = createHash('sha1').update(Object.keys(fields).join()).digest('hex').slice(0, 8);
  const found = (
    only
      ? await query(userId, only)
      : await builtOnce(db, `${getTableName(table)}_of_user_${shape}`, (name) =>
          query(sql.placeholder('userId'), itemVisible(rows)).prepare(name),
        ).execute({ userId })
  ) as UserItemRow<F>[];
  return found.flatMap((row) => {
    const item = toItemCard(row.itemType, row);
    return item ? [{ row, item }] : [];
  });
}
