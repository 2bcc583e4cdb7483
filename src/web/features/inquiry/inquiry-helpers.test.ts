import { describe, expect, it } from 'vitest';
import { INQUIRY_BUDGETS, InquirySchema } from '#domain/schemas/inquiry.js';
import { ApiError } from '#web/lib/api-client.js';
import {
  budgetBandLabel,
  buildInquiryPayload,
  INQUIRY_DEFAULTS,
  inquiryFailureMessage,
  selectAllState,
  toggleAll,
  toggleOne,
} from './inquiry-helpers.js';
import { englishT } from '#web/test/english.js';

const ALL = [4, 7, 9];
// English, as the compiled catalogue says it.
const t = englishT;

describe('select-all helpers', () => {
  it('reports none, some and all', () => {
    expect(selectAllState([], ALL)).toEqual({ checked: false, indeterminate: false });
    expect(selectAllState([7], ALL)).toEqual({ checked: false, indeterminate: true });
    expect(selectAllState([9, 4, 7], ALL)).toEqual({ checked: true, indeterminate: false });
    // ids no longer offered do not count
    expect(selectAllState([1, 2, 3], ALL)).toEqual({ checked: false, indeterminate: false });
    expect(selectAllState([], [])).toEqual({ checked: false, indeterminate: false });
  });

  it('ticks and unticks one option, keeping the options order and no duplicates', () => {
    expect(toggleOne([9], 4, true, ALL)).toEqual([4, 9]);
    expect(toggleOne([4, 9], 4, true, ALL)).toEqual([4, 9]);
    expect(toggleOne([4, 9], 4, false, ALL)).toEqual([9]);
  });

  it('selects every option or none', () => {
    expect(toggleAll(ALL, true)).toEqual(ALL);
    expect(toggleAll(ALL, true)).not.toBe(ALL);
    expect(toggleAll(ALL, false)).toEqual([]);
  });
});

describe('buildInquiryPayload', () => {
  it('sends exactly the inquiry fields, parsed by the shared schema', () => {
    const parsed = InquirySchema.parse({
      ...INQUIRY_DEFAULTS,
      firstName: ' Amina ',
      lastName: 'Mussa',
      email: 'amina@example.com',
      phone: '+255 712 345 678',
      country: '12',
      tripType: '2',
      destinations: [3, 5],
      locations: [1],
      guests: '4',
      budget: 'luxury',
      message: 'Honeymoon',
    });
    const payload = buildInquiryPayload({ ...parsed, extra: 'ignored' } as typeof parsed);
    expect(payload).toEqual({
      firstName: 'Amina',
      lastName: 'Mussa',
      email: 'amina@example.com',
      phone: '+255 712 345 678',
      country: 12,
      tripType: 2,
      destinations: [3, 5],
      locations: [1],
      serviceClass: null,
      guests: 4,
      startDate: null,
      endDate: null,
      budget: 'luxury',
      message: 'Honeymoon',
    });
    // the body survives a JSON round trip and the server's parse unchanged
    expect(InquirySchema.parse(JSON.parse(JSON.stringify(payload)))).toEqual(payload);
  });
});

describe('budgetBandLabel', () => {
  const euro = (usd: number) => `€${(usd * 0.5).toFixed(2)}`;
  it('converts both ends, or says "and up" for the open band, and that a band is per person', () => {
    expect(budgetBandLabel(INQUIRY_BUDGETS[0], euro, t)).toBe('€250.00 – €750.00 per person');
    expect(budgetBandLabel(INQUIRY_BUDGETS[3], euro, t)).toBe('€2500.00 and up per person');
  });
});

describe('inquiryFailureMessage', () => {
  it('shows the server message when there is one', () => {
    expect(inquiryFailureMessage(new ApiError(429, 'Too many requests, please slow down.'))).toBe(
      'Too many requests, please slow down.',
    );
  });

  it('falls back to the documented texts', () => {
    expect(inquiryFailureMessage(new ApiError(404, 'Request failed (404)'))).toBe('Failed to submit inquiry');
    expect(inquiryFailureMessage(new ApiError(404, 'The requested resource was not found.'))).toBe(
      'Failed to submit inquiry',
    );
    expect(inquiryFailureMessage(new TypeError('Failed to fetch'))).toBe('Network error occurred');
    expect(inquiryFailureMessage(new Error('boom'))).toBe('Failed to submit inquiry');
  });
});
