import { describe, expect, it } from 'vitest';
import { addDays, earliestStartDate, todayInDarEsSalaam, tripBookingSchema, TripBookingSchema } from './booking.js';
import {
  BOOKING_FAILED_MESSAGE,
  BOOKING_INVALID_SELECTION_MESSAGE,
  BOOKING_REQUIRED_MESSAGE,
  BOOKING_START_DATE_MESSAGE,
  GUEST_COUNT_MIN_MESSAGE,
} from './messages.js';
import { errorsOf } from '../test/schema-errors.js';

const today = '2027-06-30';
const schema = tripBookingSchema(today);
const required =
  'Please fill all required fields and ensure at least 2 guests, class, gender, and country are selected.';

const valid = {
  trip_uuid: '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b',
  trip_group_uuid: '',
  class_id: '1',
  guest_count: '3',
  start_date: '2027-07-01',
  phone: ' +255 712 345 678 ',
  email: 'jo@example.com',
  fname: ' Jo ',
  lname: 'Kim',
  gender: 2,
  country: '44',
  note: '  ',
};

describe('tripBookingSchema', () => {
  it('parses a valid booking', () => {
    expect(schema.parse(valid)).toEqual({
      trip_uuid: '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b',
      trip_group_uuid: null,
      class_id: 1,
      guest_count: 3,
      start_date: '2027-07-01',
      phone: '+255 712 345 678',
      email: 'jo@example.com',
      fname: 'Jo',
      lname: 'Kim',
      gender: 2,
      country: 44,
      note: null,
    });
  });

  it("gives the form's message on every missing field", () => {
    const fields = [
      'trip_uuid',
      'class_id',
      'guest_count',
      'start_date',
      'phone',
      'email',
      'fname',
      'lname',
      'gender',
      'country',
    ];
    expect(errorsOf(schema, {})).toEqual(Object.fromEntries(fields.map((f) => [f, [required]])));
    expect(errorsOf(schema, { ...valid, fname: '  ', class_id: '', start_date: '' })).toEqual({
      fname: [required],
      class_id: [required],
      start_date: [required],
    });
  });

  it('needs at least 2 guests as a number', () => {
    for (const guest_count of [1, '1', 0, 'many', '', null, 2.5]) {
      expect(errorsOf(schema, { ...valid, guest_count })).toEqual({ guest_count: [required] });
    }
    expect(schema.parse({ ...valid, guest_count: 2 }).guest_count).toBe(2);
  });

  it('accepts a start date from tomorrow onwards only', () => {
    expect(earliestStartDate(today)).toBe('2027-07-01');
    for (const start_date of ['2027-06-30', '2027-06-01']) {
      expect(errorsOf(schema, { ...valid, start_date })).toEqual({
        start_date: ['Start date must be from tomorrow onwards.'],
      });
    }
    expect(errorsOf(schema, { ...valid, start_date: '2026-02-30' })).toEqual({ start_date: [required] });
    expect(errorsOf(TripBookingSchema, { ...valid, start_date: '2027-06-01' })).toEqual({});
  });

  it('calls a class, gender or country that is not an id invalid', () => {
    expect(errorsOf(schema, { ...valid, class_id: 'luxury', gender: 0, country: '-4' })).toEqual({
      class_id: [BOOKING_INVALID_SELECTION_MESSAGE],
      gender: [BOOKING_INVALID_SELECTION_MESSAGE],
      country: [BOOKING_INVALID_SELECTION_MESSAGE],
    });
  });

  it('needs a valid e-mail and trip reference', () => {
    expect(errorsOf(schema, { ...valid, email: 'jo@', trip_uuid: 'trip-1', trip_group_uuid: 'x' })).toEqual({
      email: ['Please enter a valid email address'],
      trip_uuid: ['The selected item could not be found. Please try again.'],
      trip_group_uuid: ['The selected item could not be found. Please try again.'],
    });
  });

  it('keeps an optional note', () => {
    expect(schema.parse({ ...valid, note: ' Vegetarian meals ' }).note).toBe('Vegetarian meals');
    expect(schema.parse({ ...valid, note: undefined }).note).toBeNull();
  });
});

describe('booking messages and dates', () => {
  it('holds the documented texts word for word', () => {
    expect(BOOKING_REQUIRED_MESSAGE).toBe(required);
    expect(BOOKING_START_DATE_MESSAGE).toBe('Start date must be from tomorrow onwards.');
    expect(GUEST_COUNT_MIN_MESSAGE).toBe('Guest count must be 2 or more.');
    expect(BOOKING_INVALID_SELECTION_MESSAGE).toBe('Selected class, gender, or country is invalid. Please try again.');
    expect(BOOKING_FAILED_MESSAGE).toBe('Failed to book. Please try again.');
  });

  it('re-exports the date helpers the factory needs', () => {
    expect(addDays(todayInDarEsSalaam(new Date('2027-06-30T22:00:00Z')), 1)).toBe('2027-07-02');
  });
});
