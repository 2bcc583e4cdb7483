import { describe, expect, it } from 'vitest';
import { CartAddSchema, cartDatesInOrder, CartUpdateSchema } from './cart.js';
import { errorsOf } from '../test/schema-errors.js';

const item = { cartable_type: 'destination', cartable_uuid: '0b7f4a52-1d2e-4c3b-8a9f-5e6d7c8b9a01' };

describe('CartAddSchema', () => {
  it('defaults to quantity 1 and no dates', () => {
    expect(CartAddSchema.parse(item)).toEqual({ ...item, quantity: 1, start_date: null, end_date: null });
    expect(CartAddSchema.parse({ ...item, quantity: '', start_date: '', end_date: null })).toMatchObject({
      quantity: 1,
      start_date: null,
      end_date: null,
    });
  });

  it('keeps a quantity and dates in order, one-day stays included', () => {
    const parsed = CartAddSchema.parse({ ...item, quantity: '3', start_date: '2027-09-01', end_date: '2027-09-01' });
    expect(parsed).toMatchObject({ quantity: 3, start_date: '2027-09-01', end_date: '2027-09-01' });
  });

  it('rejects a reversed range, a bad quantity and a bad item', () => {
    expect(
      errorsOf(CartAddSchema, {
        cartable_type: 'hotel',
        cartable_uuid: '',
        quantity: 0,
        start_date: '2027-09-05',
        end_date: '2027-09-01',
      }),
    ).toEqual({
      cartable_type: ['Please choose a trip or a destination to add'],
      cartable_uuid: ['Please choose an item to add'],
      quantity: ['Quantity must be at least 1'],
      end_date: ['End date cannot be before start date'],
    });
    expect(errorsOf(CartAddSchema, { ...item, start_date: '2027-9-5' })).toEqual({
      start_date: ['Please enter a valid date'],
    });
  });
});

describe('CartUpdateSchema', () => {
  it('leaves out what was not sent and clears what was sent empty', () => {
    expect(CartUpdateSchema.parse({})).toEqual({});
    expect(CartUpdateSchema.parse({ quantity: 2, start_date: '', end_date: null })).toEqual({
      quantity: 2,
      start_date: null,
      end_date: null,
    });
  });

  it('applies the same rules', () => {
    expect(errorsOf(CartUpdateSchema, { quantity: -1, start_date: '2027-09-05', end_date: '2027-09-04' })).toEqual({
      quantity: ['Quantity must be at least 1'],
      end_date: ['End date cannot be before start date'],
    });
  });

  it('lets a route check the merged row', () => {
    expect(cartDatesInOrder('2027-09-05', '2027-09-04')).toBe(false);
    expect(cartDatesInOrder('2027-09-05', null)).toBe(true);
  });
});
