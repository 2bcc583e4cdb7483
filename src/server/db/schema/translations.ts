import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.js';
import { staff } from './staff.js';

/**
 * A catalogue text in another language than English: a trip's or a destination's field, one itinerary day's, one
 * fact's or activity's (`position`: its place in the list as the storefront shows it, from 0), or a category's
 * name (interests and what a price covers). `source_hash` is the hash of the English text it was translated from:
 * when the English changes, the translation "needs translation" and the storefront shows the English until it is
 * saved again. No foreign key: `item_id` names a trip, a destination or a category by `item_kind`.
 */
export const catalogueTranslations = pgTable(
  'catalogue_translations',
  {
    id: serial('id').primaryKey(),
    itemKind: text('item_kind').notNull(),
    itemId: integer('item_id').notNull(),
    locale: text('locale').notNull(),
    field: text('field').notNull(),
    position: integer('position').notNull().default(0),
    text: text('text').notNull(),
    sourceHash: text('source_hash').notNull(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('catalogue_translations_field').on(t.itemKind, t.itemId, t.locale, t.field, t.position),
    check('catalogue_translations_kind', sql`${t.itemKind} in ('trip', 'destination', 'category')`),
    check('catalogue_translations_locale', sql`${t.locale} in ('it', 'de', 'fr')`),
  ],
);
