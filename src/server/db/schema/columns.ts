import { serial, timestamp, uuid } from 'drizzle-orm/pg-core';

// Functions, not shared objects: a column builder belongs to one table (constraint names come from it).

/** Every addressable row has an integer id for joins and a random uuid for URLs. */
export const ids = () => ({
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
});

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
