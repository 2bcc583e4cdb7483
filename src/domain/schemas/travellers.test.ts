import { describe, expect, it } from 'vitest';
import {
  isMaskedPassportNumber,
  maskPassportNumber,
  PASSPORT_VALIDITY_MESSAGE,
  sixMonthsAfter,
  travellersFormSchema,
  TravellersDetailsSchema,
} from './travellers.js';

const person = (over: Record<string, unknown> = {}) => ({
  full_name: 'Lena Schmidt',
  nationality: '3',
  date_of_birth: '1988-04-02',
  passport_number: 'c01x 00t-47',
  passport_expiry: '2031-01-31',
  dietary: '',
  medical: '',
  ...over,
});
const body = (travellers: unknown[], over: Record<string, unknown> = {}) => ({
  travellers,
  arrival: { flight: 'kl 569', arrival_at: '2027-03-09T20:55' },
  emergency_contact: { name: 'Anke Schmidt', phone: '+49 30 555 0101' },
  ...over,
});
const trip = { guests: 2, tripEnd: '2027-03-10', today: '2026-11-29' };

describe('sixMonthsAfter', () => {
  it('counts calendar months and ends a short month on its last day', () => {
    expect(sixMonthsAfter('2027-03-10')).toBe('2027-09-10');
    expect(sixMonthsAfter('2027-08-31')).toBe('2028-02-29');
    expect(sixMonthsAfter('2027-07-31')).toBe('2028-01-31');
    expect(sixMonthsAfter('2026-12-15')).toBe('2027-06-15');
  });
});

describe('passport masks', () => {
  it('shows the last four characters, and knows a mask sent back', () => {
    expect(maskPassportNumber('C01X00T47')).toBe('•••• 0T47');
    expect(isMaskedPassportNumber('•••• 0T47')).toBe(true);
    expect(isMaskedPassportNumber('0T47')).toBe(false);
    expect(isMaskedPassportNumber('•••• 0T47X')).toBe(false);
  });
});

describe('TravellersDetailsSchema', () => {
  it('normalises passport numbers and flights, and turns blank notes into null', () => {
    const parsed = TravellersDetailsSchema.parse(body([person()]));
    expect(parsed.travellers[0]).toMatchObject({ passport_number: 'C01X00T47', nationality: 3, dietary: null });
    expect(parsed.arrival?.flight).toBe('KL 569');
  });

  it('takes an arrival time as yyyy-MM-ddTHH:mm on a real day, and a flight as typed in any case', () => {
    const arrives = (arrival_at: string, flight = 'KL 569') =>
      TravellersDetailsSchema.safeParse(body([person()], { arrival: { flight, arrival_at } })).success;
    expect(arrives('2027-03-09T20:55')).toBe(true);
    expect(arrives('2027-03-09T20:55', 'et815')).toBe(true);
    for (const time of [
      '2027-02-30T10:00',
      '0999-01-01T10:00',
      '2027-3-09T20:55',
      '2027-03-09 20:55',
      '2027-03-09T24:00',
    ]) {
      expect(arrives(time), time).toBe(false);
    }
    expect(arrives('2027-03-09T20:55', 'KL-569')).toBe(false);
  });

  it('keeps a masked number as it is, refuses one too short or with other signs', () => {
    expect(
      TravellersDetailsSchema.parse(body([person({ passport_number: '•••• 0T47' })])).travellers[0]!.passport_number,
    ).toBe('•••• 0T47');
    for (const passport_number of ['C01', 'C01X/00T47', '']) {
      expect(TravellersDetailsSchema.safeParse(body([person({ passport_number })])).success).toBe(false);
    }
  });
});

describe('travellersFormSchema', () => {
  const errors = (value: unknown) => {
    const result = travellersFormSchema(trip).safeParse(value);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('wants one entry per guest, a birth date before today and a passport valid six months after the trip', () => {
    expect(errors(body([person(), person()]))).toEqual({});
    expect(errors(body([person()]))).toEqual({ travellers: 'Please give the details of every guest: 2 travellers.' });
    expect(errors(body([person({ passport_expiry: '2027-09-09' }), person()]))).toEqual({
      'travellers.0.passport_expiry': PASSPORT_VALIDITY_MESSAGE,
    });
    expect(errors(body([person(), person({ passport_expiry: '2027-09-10' })]))).toEqual({});
    expect(errors(body([person({ date_of_birth: '2026-11-29' }), person()]))).toEqual({
      'travellers.0.date_of_birth': 'Please enter a date of birth in the past.',
    });
  });

  it('reports the trip rules beside a field that failed, so every error shows at once', () => {
    expect(errors(body([person({ full_name: '', passport_expiry: '2027-04-01' }), person()]))).toEqual({
      'travellers.0.full_name': 'Please enter the full name as written in the passport.',
      'travellers.0.passport_expiry': PASSPORT_VALIDITY_MESSAGE,
    });
  });
});
