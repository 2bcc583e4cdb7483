import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Currency, ExchangeRate, Location, Named, Splash } from '#domain/api/reference.js';
import type { DbOrTx } from '#server/db/client.js';
import * as t from '#server/db/schema/index.js';
import { rateInUse } from '#server/repositories/exchange-rates-repository.js';

/** The tables a submission may point into by id, each row with a name. */
export const NAMED_TABLES = {
  countries: t.countries,
  genders: t.genders,
  serviceClasses: t.serviceClasses,
  tripTypes: t.tripTypes,
  destinations: t.destinations,
  locations: t.locations,
  categories: t.categories,
  regions: t.regions,
};
export type NamedTable = keyof typeof NAMED_TABLES;

export function createReferenceRepository(db: DbOrTx) {
  const listNamed = (
    table: typeof t.genders | typeof t.serviceClasses | typeof t.seasons | typeof t.tripTypes | typeof t.regions,
  ): Promise<Named[]> =>
    db.select({ id: table.id, name: table.name }).from(table).orderBy(asc(table.sortOrder), asc(table.id));

  return {
    /** The names of the rows with these ids, by name; an unknown id simply has no row. */
    async namesByIds(tableName: NamedTable, ids: readonly number[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const table = NAMED_TABLES[tableName];
      const rows = await db
        .select({ name: table.name })
        .from(table)
        .where(inArray(table.id, [...ids]))
        .orderBy(asc(table.name));
      return rows.map((row) => row.name);
    },

    serviceClasses: (): Promise<Named[]> => listNamed(t.serviceClasses),

    /** The currencies the storefront offers (an owner may withdraw any but USD), each at its rate in use. */
    async currencies(): Promise<Currency[]> {
      return db
        .select({
          id: t.currencies.id,
          uuid: t.currencies.uuid,
          name: t.currencies.name,
          code: t.currencies.code,
          symbol: t.currencies.symbol,
          rate: rateInUse,
        })
        .from(t.currencies)
        .leftJoin(t.exchangeRates, eq(t.exchangeRates.currencyId, t.currencies.id))
        .where(or(eq(t.currencies.enabled, true), eq(t.currencies.code, 'USD')))
        .orderBy(asc(t.currencies.sortOrder), asc(t.currencies.id));
    },

    async locations(): Promise<Location[]> {
      return db
        .select({ id: t.locations.id, name: t.locations.name, is_zanzibar: t.locations.isZanzibar })
        .from(t.locations)
        .orderBy(asc(t.locations.sortOrder), asc(t.locations.id));
    },

    /** What a trip's price may cover or leave out (add-ons and exclusions): the back office's editor offers them. */
    async inclusionCategories(): Promise<{ id: number; name: string }[]> {
      return db
        .select({ id: t.categories.id, name: t.categories.name })
        .from(t.categories)
        .where(eq(t.categories.kind, 'inclusion'))
        .orderBy(asc(t.categories.sortOrder), asc(t.categories.id));
    },

    async splash(): Promise<Splash> {
      const [currencies, locations, categories, classes, countries, genders, seasons, tripTypes, regions] =
        await Promise.all([
          this.currencies(),
          this.locations(),
          db
            .select({ id: t.categories.id, name: t.categories.name })
            .from(t.categories)
            .where(eq(t.categories.kind, 'interest'))
            .orderBy(asc(t.categories.sortOrder)),
          listNamed(t.serviceClasses),
          db
            .select({ id: t.countries.id, name: t.countries.name, code: t.countries.code })
            .from(t.countries)
            .orderBy(asc(t.countries.name)),
          listNamed(t.genders),
          listNamed(t.seasons),
          listNamed(t.tripTypes),
          listNamed(t.regions),
        ]);
      return {
        currencies,
        locations,
        categories,
        searviceClasses: classes,
        countries,
        genders,
        seasons,
        tripTypes,
        regions,
      };
    },

    /** The rate in use of one offered currency; null when the uuid is unknown or the currency withdrawn. */
    async exchangeRate(currencyUuid: string): Promise<ExchangeRate | null> {
      const [row] = await db
        .select({
          code: t.currencies.code,
          enabled: t.currencies.enabled,
          rate: rateInUse,
          manualRateAt: t.currencies.manualRateAt,
          updatedAt: t.exchangeRates.updatedAt,
        })
        .from(t.currencies)
        .leftJoin(t.exchangeRates, eq(t.exchangeRates.currencyId, t.currencies.id))
        .where(eq(t.currencies.uuid, currencyUuid))
        .limit(1);
      if (!row || (!row.enabled && row.code !== 'USD')) return null;
      if (row.code === 'USD') return { code: 'USD', rate: 1, updated_at: (row.updatedAt ?? new Date()).toISOString() };
      return {
        code: row.code,
        rate: Number(row.rate),
        updated_at: (row.manualRateAt ?? row.updatedAt ?? new Date(0)).toISOString(),
      };
    },
  };
}

export type ReferenceRepository = ReturnType<typeof createReferenceRepository>;
