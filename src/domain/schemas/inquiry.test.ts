import { describe, expect, it } from 'vitest';
import { budgetBandInEnglish, INQUIRY_BUDGETS, InquirySchema, isValidPhone } from './inquiry.js';
import { errorsOf } from '../test/schema-errors.js';
import { EMPTY_INQUIRY_ERRORS } from '../test/inquiry-required-errors.js';

const valid = {
  firstName: ' Amina ',
  lastName: 'Mussa',
  email: ' amina@example.com ',
  phone: '+255 (712) 345-678',
  country: '12',
  tripType: 2,
  destinations: ['3', 5, '3'],
  locations: [1],
  serviceClass: '',
  guests: '4',
  startDate: '2027-07-10',
  endDate: '2027-07-15',
  budget: 'mid-range',
  message: ' Honeymoon, please. ',
};

describe('InquirySchema', () => {
  it('parses a valid inquiry, trimming text and turning select values into ids', () => {
    expect(InquirySchema.parse(valid)).toEqual({
      firstName: 'Amina',
      lastName: 'Mussa',
      email: 'amina@example.com',
      phone: '+255 (712) 345-678',
      country: 12,
      tripType: 2,
      destinations: [3, 5],
      locations: [1],
      serviceClass: null,
      guests: 4,
      startDate: '2027-07-10',
      endDate: '2027-07-15',
      budget: 'mid-range',
      message: 'Honeymoon, please.',
    });
  });

  it('puts every required message on its own field', () => {
    expect(errorsOf(InquirySchema, {})).toEqual(EMPTY_INQUIRY_ERRORS);
  });

  it('treats blank text and empty selections as missing', () => {
    const blank = {
      ...valid,
      firstName: '   ',
      email: ' ',
      phone: '',
      country: '',
      destinations: [],
      locations: [],
      guests: '',
    };
    expect(errorsOf(InquirySchema, blank)).toEqual({
      firstName: ['First name is required'],
      email: ['Email is required'],
      phone: ['Phone is required'],
      country: ['Country is required'],
      destinations: ['Please select at least one destination or location'],
      locations: ['Please select at least one destination or location'],
      guests: ['Number of guests is required'],
    });
  });

  it('asks for destinations or locations: either list alone is enough', () => {
    expect(InquirySchema.parse({ ...valid, destinations: [] })).toMatchObject({ destinations: [], locations: [1] });
    expect(InquirySchema.parse({ ...valid, locations: [] })).toMatchObject({ destinations: [3, 5], locations: [] });
    const { destinations: _d, locations: _l, ...neither } = valid;
    expect(errorsOf(InquirySchema, neither)).toEqual({
      destinations: ['Please select at least one destination or location'],
      locations: ['Please select at least one destination or location'],
    });
  });

  it('rejects a malformed e-mail and phone with the valid-format messages', () => {
    expect(errorsOf(InquirySchema, { ...valid, email: 'amina@', phone: '12-34' })).toEqual({
      email: ['Please enter a valid email address'],
      phone: ['Please enter a valid phone number'],
    });
  });

  it('needs guests to be a whole number from 1', () => {
    for (const guests of [0, -2, 'two', 2.5]) {
      expect(errorsOf(InquirySchema, { ...valid, guests })).toEqual({ guests: ['Number of guests is required'] });
    }
  });

  it('rejects a list holding something that is not an id', () => {
    expect(errorsOf(InquirySchema, { ...valid, destinations: ['3', 'abc'] })).toEqual({
      destinations: ['Please select valid destinations'],
    });
    expect(errorsOf(InquirySchema, { ...valid, destinations: [], locations: [0] })).toEqual({
      locations: ['Please select valid locations'],
    });
  });

  it('needs the end date after the start date when both are given', () => {
    for (const endDate of ['2027-07-10', '2027-07-01']) {
      expect(errorsOf(InquirySchema, { ...valid, endDate })).toEqual({
        endDate: ['End date must be after start date'],
      });
    }
    expect(errorsOf(InquirySchema, { ...valid, firstName: '', endDate: '2027-07-01' })).toEqual({
      firstName: ['First name is required'],
      endDate: ['End date must be after start date'],
    });
  });

  it('leaves dates, class and budget optional', () => {
    const parsed = InquirySchema.parse({ ...valid, startDate: '', endDate: undefined, budget: '', serviceClass: '3' });
    expect(parsed).toMatchObject({ startDate: null, endDate: null, budget: null, serviceClass: 3 });
    expect(errorsOf(InquirySchema, { ...valid, budget: 'cheap', startDate: '2027-02-30' })).toEqual({
      budget: ['Please select a valid budget'],
      startDate: ['Please enter a valid date'],
    });
  });
});

describe('isValidPhone', () => {
  it('accepts an optional plus, digits, spaces, hyphens and parentheses, 7 characters or more', () => {
    for (const phone of ['+255712345678', '0712 345 678', '(022) 211-2233', '1234567']) {
      expect(isValidPhone(phone)).toBe(true);
    }
    for (const phone of ['123456', '+255 712 ABC', '255+712345678', '(- -) ---', '']) {
      expect(isValidPhone(phone)).toBe(false);
    }
  });
});

describe('INQUIRY_BUDGETS', () => {
  it('lists the documented bands in USD', () => {
    expect(INQUIRY_BUDGETS.map((b) => [b.value, b.minUsd, b.maxUsd])).toEqual([
      ['budget', 500, 1500],
      ['mid-range', 1500, 3000],
      ['luxury', 3000, 5000],
      ['ultra-luxury', 5000, null],
    ]);
  });

  it('says in the agency’s English that a band is per person, not the party’s total', () => {
    expect(budgetBandInEnglish('mid-range')).toBe('Mid-range ($1,500 to 3,000 per person)');
    expect(budgetBandInEnglish('ultra-luxury')).toBe('Ultra-luxury ($5,000 and up per person)');
    expect(budgetBandInEnglish(null)).toBeNull();
  });
});
