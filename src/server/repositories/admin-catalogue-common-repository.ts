import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CatalogueStatus } from '#domain/schemas/admin-catalogue.js';
import type { DbOrTx } from '#server/db/client.js';
import * as t from '#server/db/schema/index.js';

/** What trips and destinations share in the back office: a derived status, a unique slug, a picture. */
interface StateColumns {
  isPublished: AnyPgColumn;
  archivedAt: AnyPgColumn;
}

/** Archived wins over published: an archived row is never on the storefront. */
export function catalogueStatus(row: { isPublished: boolean; archivedAt: Date | null }): CatalogueStatus {
  if (row.archivedAt) return 'archived';
  return row.isPublished ? 'published' : 'draft';
}

export function statusFilter(table: StateColumns, status: CatalogueStatus | undefined): SQL | undefined {
  if (status === 'archived') return sql`${table.archivedAt} is not null`;
  if (status === 'published') return and(sql`${table.archivedAt} is null`, eq(table.isPublished, true));
  if (status === 'draft') return and(sql`${table.archivedAt} is null`, eq(table.isPublished, false));
  return undefined;
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

/** `wanted`, or `wanted-2`, `wanted-3`… : the first one no other row of the table uses. */
export async function uniqueSlug(
  db: DbOrTx,
  table: typeof t.trips | typeof t.destinations,
  wanted: string,
  exceptId: number | null,
): Promise<string> {
  const rows = await db
    .select({ slug: table.slug })
    .from(table)
    .where(
      and(
        or(eq(table.slug, wanted), sql`${table.slug} like ${`${wanted}-%`}`),
        exceptId === null ? undefined : ne(table.id, exceptId),
      ),
    );
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(wanted)) return wanted;
  for (let n = 2; ; n += 1) if (!taken.has(`${wanted}-${n}`)) return `${wanted}-${n}`;
}

/** The picture columns for an uploaded picture, by its uuid; null when there is no such upload. */
export async function mediaByUuid(db: DbOrTx, uuid: string) {
  const [row] = await db
    .select({ id: t.media.id, uuid: t.media.uuid, revision: t.media.revision })
    .from(t.media)
    .where(eq(t.media.uuid, uuid));
  return row ?? null;
}

export async function mediaUuidById(db: DbOrTx, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await db.select({ uuid: t.media.uuid }).from(t.media).where(eq(t.media.id, id));
  return row?.uuid ?? null;
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
