import { boolean, integer, numeric, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { instant, updatedAt } from './columns.js';

export const currencies = pgTable('currencies', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  symbol: text('symbol').notNull(),
  /** static fallback rate: units of this currency per 1 USD */
  rate: numeric('rate', { precision: 18, scale: 6, mode: 'number' }).notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  /** offered in the storefront's currency selector (USD always is) */
  enabled: boolean('enabled').notNull().default(true),
  /** set by an owner: wins over the provider's rate until cleared */
  manualRate: numeric('manual_rate', { precision: 18, scale: 6, mode: 'number' }),
  manualRateAt: instant('manual_rate_at'),
});

/** The live rate store: refreshed from the provider, keeps the last good value on failure. */
export const exchangeRates = pgTable('exchange_rates', {
  currencyId: integer('currency_id')
    .primaryKey()
    .references(() => currencies.id, { onDelete: 'cascade' }),
  rate: numeric('rate', { precision: 18, scale: 6, mode: 'number' }).notNull(),
  source: text('source').notNull(),
  updatedAt: updatedAt(),
});

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

// Written out, not made by a factory: the relational query types need each table's literal name.
const namedColumns = () => ({
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const genders = pgTable('genders', namedColumns());
export const serviceClasses = pgTable('service_classes', namedColumns());
export const seasons = pgTable('seasons', namedColumns());
export const tripTypes = pgTable('trip_types', namedColumns());
export const regions = pgTable('regions', namedColumns());

export const locations = pgTable('locations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  isZanzibar: boolean('is_zanzibar').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** 'interest' categories describe trips and destinations; 'inclusion' ones are add-ons and exclusions. */
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  kind: text('kind', { enum: ['interest', 'inclusion'] }).notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});
