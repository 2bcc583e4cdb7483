import { describe, expect, it } from 'vitest';
import { TripEditSchema, TripUpdateSchema } from './admin-catalogue.js';
import { zodErrorsByField } from './errors.js';
import {
  BUDGET_CELL_MESSAGE,
  BUDGET_PRICE_MESSAGE,
  BUDGET_TWICE_MESSAGE,
  CATALOGUE_DATE_ORDER_MESSAGE,
  CATALOGUE_SLUG_MESSAGE,
  CATALOGUE_VERSION_MESSAGE,
} from './messages.js';

const cell = (season: string, service_class: string, quantity: number, price: unknown = 100) => ({
  season,
  service_class,
  quantity,
  price,
});
const trip = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ngorongoro in a day',
  trip_type_id: 1,
  base_price: '450',
  budgets: [cell('Low', 'Economy', 2)],
  ...overrides,
});
const errorsOf = (input: unknown) => {
  const parsed = TripEditSchema.safeParse(input);
  return parsed.success ? {} : zodErrorsByField(parsed.error);
};

describe('TripEditSchema', () => {
  it('keeps what the editor edits and drops read-only fields', () => {
    const parsed = TripEditSchema.parse(trip({ uuid: 'x', status: 'published', rating_average: 5 }));
    expect(parsed).not.toHaveProperty('uuid');
    expect(parsed).not.toHaveProperty('status');
    expect(parsed).toMatchObject({ base_price: 450, category_ids: [], itinerary: [], media_uuid: null });
  });

  it('takes a price from one cent: 5e-324 is no price to round to $0', () => {
    for (const base_price of [5e-324, 1e-9, '0.001', 0, -5]) {
      expect(errorsOf(trip({ base_price })), String(base_price)).toHaveProperty('base_price');
    }
    expect(errorsOf(trip({ budgets: [cell('Low', 'Economy', 2, 1e-9)] }))).toEqual({
      'budgets.Low.Economy.2': [BUDGET_PRICE_MESSAGE],
    });
    expect(TripEditSchema.parse(trip({ base_price: 450.456 })).base_price).toBe(450.46);
  });

  it('refuses a null among the ids (a JSON null is no id; a blank form field is dropped)', () => {
    expect(errorsOf(trip({ exclusion_ids: [null, null] }))).toHaveProperty('exclusion_ids');
    expect(errorsOf(trip({ exclusion_ids: [3, null] }))).toHaveProperty('exclusion_ids');
    expect(TripEditSchema.parse(trip({ exclusion_ids: ['', '3'] })).exclusion_ids).toEqual([3]);
  });

  it('names each wrong budget cell by season, class and group size', () => {
    const errors = errorsOf(
      trip({
        budgets: [
          cell('High', 'Comfort', 4, 0),
          cell('Low', 'Luxury', 6, 1_000_001),
          cell('Low', 'Economy', 2, 'abc'),
          cell('Low', 'Economy', 4),
          cell('Low', 'Economy', 4),
          cell('Peak', 'Economy', 2),
          cell('Low', 'Economy', 3),
        ],
      }),
    );
    expect(errors).toEqual({
      'budgets.High.Comfort.4': [BUDGET_PRICE_MESSAGE],
      'budgets.Low.Luxury.6': [BUDGET_PRICE_MESSAGE],
      'budgets.Low.Economy.2': [BUDGET_PRICE_MESSAGE],
      'budgets.Low.Economy.4': [BUDGET_TWICE_MESSAGE],
      'budgets.Peak.Economy.2': [BUDGET_CELL_MESSAGE],
      'budgets.Low.Economy.3': [BUDGET_CELL_MESSAGE],
    });
  });

  it('accepts a price at the limit and rounds to cents', () => {
    const parsed = TripEditSchema.parse(
      trip({ budgets: [cell('High', 'Luxury', 6, 1_000_000), cell('Low', 'Economy', 2, 99.999)] }),
    );
    expect(parsed.budgets.map((b) => b.price)).toEqual([1_000_000, 100]);
  });

  it('checks the slug and the order of the dates', () => {
    expect(errorsOf(trip({ slug: 'Not A Slug', from_date: '2027-05-02', to_date: '2027-05-01' }))).toEqual({
      slug: [CATALOGUE_SLUG_MESSAGE],
      to_date: [CATALOGUE_DATE_ORDER_MESSAGE],
    });
    expect(TripEditSchema.parse(trip({ slug: '' })).slug).toBeUndefined();
  });
});

describe('TripUpdateSchema', () => {
  it('needs the version the save started from', () => {
    const parsed = TripUpdateSchema.safeParse(trip());
    expect(parsed.success ? {} : zodErrorsByField(parsed.error)).toEqual({ version: [CATALOGUE_VERSION_MESSAGE] });
    expect(TripUpdateSchema.parse(trip({ version: 3 })).version).toBe(3);
  });

  it('refuses a missing or non-object body without throwing (the date rule runs on any input)', () => {
    for (const body of [undefined, null, 'x', 42, []]) {
      expect(TripEditSchema.safeParse(body).success).toBe(false);
      expect(TripUpdateSchema.safeParse(body).success).toBe(false);
    }
  });
});
