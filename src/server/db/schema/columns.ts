import { date, integer, numeric, serial, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

// Functions, not shared objects: a column builder belongs to one table (constraint names come from it).

/** Every addressable row has an integer id for joins and a random uuid for URLs. */
export const ids = () => ({
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
});

/** A moment, stored with its time zone (timestamptz) and read as a Date. */
export const instant = <N extends string>(name: N) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => instant('created_at').notNull().defaultNow();

export const updatedAt = () => instant('updated_at').notNull().defaultNow();

/** A calendar day, read as the `yyyy-MM-dd` text the forms and the API use. */
export const day = <N extends string>(name: N) => date(name, { mode: 'string' });

/** An amount in USD with its cents. */
export const usd = <N extends string>(name: N) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/** Bumped by every back-office save: a save made from an older version is refused (409). */
export const version = () => integer('version').notNull().default(1);

/** A row that is part of another: it goes when that row is deleted. */
export const partOf = <N extends string>(name: N, owner: () => AnyPgColumn) =>
  integer(name).notNull().references(owner, { onDelete: 'cascade' });

/** A required link to a row that is never deleted while something names it (reference data, the catalogue). */
export const linkTo = <N extends string>(name: N, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target);

/** How to reach the person who sent a request, as they typed it. */
export const contact = () => ({
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
});
