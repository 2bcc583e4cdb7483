import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { CatalogueListQuery, CatalogueSort, CatalogueStatus } from '#domain/schemas/admin-catalogue.js';
import type { DbOrTx } from '#server/db/client.js';
import * as t from '#server/db/schema/index.js';
import { containing } from './like-pattern.js';

/** What trips and destinations share in the back office: a derived status, a unique slug, a picture. */
type CatalogueTable = typeof t.trips | typeof t.destinations;
type CatalogueRow = CatalogueTable['$inferSelect'];

/** What every read of the editor selects: the row, its picture (left-joined `media`) and `hasRequests`. */
interface EditorRead {
  row: CatalogueRow;
  mediaUuid: string | null;
  hasRequests: boolean;
}

/** Archived wins over published: an archived row is never on the storefront. */
function catalogueStatus(row: { isPublished: boolean; archivedAt: Date | null }): CatalogueStatus {
  if (row.archivedAt) return 'archived';
  return row.isPublished ? 'published' : 'draft';
}

function statusFilter(table: CatalogueTable, status: CatalogueStatus | undefined): SQL | undefined {
  if (status === 'archived') return sql`${table.archivedAt} is not null`;
  if (status === 'published') return and(sql`${table.archivedAt} is null`, eq(table.isPublished, true));
  if (status === 'draft') return and(sql`${table.archivedAt} is null`, eq(table.isPublished, false));
  return undefined;
}

/** A list's order: the sort asked for, then the id, so a page never repeats or skips a row. */
function catalogueOrder(table: CatalogueTable, sort: CatalogueSort): SQL[] {
  const byName = sql`lower(${table.name})`;
  const first = {
    updated_desc: desc(table.updatedAt),
    updated_asc: asc(table.updatedAt),
    name_asc: asc(byName),
    name_desc: desc(byName),
  }[sort];
  return [first, asc(table.id)];
}

/**
 * One page of the editor's list: the rows in the state asked for whose name or slug holds `q`, in the order
 * asked for (the last changed first by default), and how many match in all. `select` is the list's own query (its columns and joins), still open.
 */
export async function editorListPage<Q extends PgSelect>(
  db: DbOrTx,
  table: CatalogueTable,
  query: CatalogueListQuery,
  select: Q,
): Promise<{ rows: Awaited<Q>; total: number }> {
  const q = query.q ? containing(query.q) : null;
  const where = and(statusFilter(table, query.status), q ? or(ilike(table.name, q), ilike(table.slug, q)) : undefined);
  const [rows, [totals]] = await Promise.all([
    select
      .where(where)
      .orderBy(...catalogueOrder(table, query.sort))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(table).where(where),
  ]);
  return { rows, total: totals?.n ?? 0 };
}

/**
 * Replaces, as a whole, the rows of relation tables that belong to one trip or destination: `owner` names the
 * column that points at it (`tripId`), which each new row gets.
 */
export function ownedRowsReplacer<K extends string>(db: DbOrTx, owner: K, ownerId: number) {
  return async <T extends PgTable & Record<K, AnyPgColumn>>(
    table: T,
    rows: readonly Omit<T['$inferInsert'], K>[],
  ): Promise<void> => {
    await db.delete(table).where(eq(table[owner], ownerId));
    if (rows.length === 0) return;
    await db.insert(table).values(rows.map((row) => ({ ...row, [owner]: ownerId })) as unknown as PgInsertValue<T>[]);
  };
}

/**
 * The fields every trip and destination of the editor answers (`editorFields` in the domain's shapes), from its
 * row, its picture's uuid and whether requests name it (then it can be archived, never deleted).
 */
export function editorFields({ row, mediaUuid, hasRequests }: EditorRead) {
  return {
    id: row.id,
    uuid: row.uuid,
    slug: row.slug,
    status: catalogueStatus(row),
    version: row.version,
    name: row.name,
    image: row.image,
    banner: row.banner,
    media_uuid: mediaUuid,
    updated_at: row.updatedAt.toISOString(),
    has_requests: hasRequests,
  };
}

/** The columns a publish, unpublish or archive writes. */
export function stateChange(to: CatalogueStatus): { isPublished: boolean; archivedAt: Date | null } {
  if (to === 'archived') return { isPublished: false, archivedAt: new Date() };
  return { isPublished: to === 'published', archivedAt: null };
}

/** A slug made from a name: lowercase ASCII words joined by dashes. */
export function slugify(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/g, '');
  return base || 'untitled';
}

/**
 * The writes the editor makes to a trip's or a destination's own row, by the table's shared columns: locked
 * by uuid, inserted as a draft, updated with its version moved on, and the slug kept unique.
 */
export function editorRows<T extends CatalogueTable>(db: DbOrTx, table: T) {
  // Both tables have these columns; the union is narrowed to one so Drizzle types the statements.
  const rows = table as typeof t.trips;
  type Values = Omit<T['$inferInsert'], 'isPublished'>;
  return {
    /** The row, locked until the transaction ends, so two saves take turns. */
    async findForUpdate(uuid: string): Promise<T['$inferSelect'] | null> {
      const [row] = await db.select().from(rows).where(eq(rows.uuid, uuid)).for('update');
      return row ?? null;
    },

    /** A new row is a draft until published. */
    async insert(values: Values): Promise<{ id: number; uuid: string }> {
      const [row] = await db
        .insert(rows)
        .values({ ...(values as typeof t.trips.$inferInsert), isPublished: false })
        .returning({ id: rows.id, uuid: rows.uuid });
      return row!;
    },

    /** Writes the row and moves its version on by one. */
    async update(id: number, values: Partial<Values> & { isPublished?: boolean; archivedAt?: Date | null }) {
      await db
        .update(rows)
        .set({
          ...(values as Partial<typeof t.trips.$inferInsert>),
          version: sql`${rows.version} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(rows.id, id));
    },

    /** `wanted`, or `wanted-2`, `wanted-3`… : the first one no other row of the table uses. */
    async uniqueSlug(wanted: string, exceptId: number | null): Promise<string> {
      const found = await db
        .select({ slug: rows.slug })
        .from(rows)
        .where(
          and(
            or(eq(rows.slug, wanted), sql`${rows.slug} like ${`${wanted}-%`}`),
            exceptId === null ? undefined : ne(rows.id, exceptId),
          ),
        );
      const taken = new Set(found.map((row) => row.slug));
      if (!taken.has(wanted)) return wanted;
      for (let n = 2; ; n += 1) if (!taken.has(`${wanted}-${n}`)) return `${wanted}-${n}`;
    },
  };
}

/** The picture columns for an uploaded picture, by its uuid; null when there is no such upload. */
export async function mediaByUuid(db: DbOrTx, uuid: string) {
  const [row] = await db
    .select({ id: t.media.id, uuid: t.media.uuid, revision: t.media.revision })
    .from(t.media)
    .where(eq(t.media.uuid, uuid));
  return row ?? null;
}

/** The ids among `ids` whose category is not of `kind` (interests describe, inclusions are add-ons). */
export async function categoriesNotOfKind(
  db: DbOrTx,
  ids: readonly number[],
  kind: 'interest' | 'inclusion',
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: t.categories.id })
    .from(t.categories)
    .where(and(inArray(t.categories.id, [...ids]), ne(t.categories.kind, kind)));
  return rows.map((row) => row.id);
}
