import { describe, expect, it } from 'vitest';
import { SEARCH_MESSAGES, stayErrors } from './search-rules.js';

const today = '2027-03-10';

describe('stayErrors', () => {
  it('takes a search without dates, or with a check-in alone', () => {
    expect(stayErrors({}, today)).toEqual({});
    expect(stayErrors({ checkIn: today }, today)).toEqual({});
  });

  it('refuses a check-in before today', () => {
    expect(stayErrors({ checkIn: '2027-03-09', checkOut: '2027-03-12' }, today)).toEqual({
      checkIn: SEARCH_MESSAGES.checkInPast,
    });
    expect(SEARCH_MESSAGES.checkInPast).toBe('Check-in must be today or later');
  });

  it('wants a check-in with a check-out, and the check-out after it', () => {
    expect(stayErrors({ checkOut: '2027-03-12' }, today)).toEqual({ checkIn: SEARCH_MESSAGES.checkIn });
    expect(stayErrors({ checkIn: '2027-03-12', checkOut: '2027-03-12' }, today)).toEqual({
      checkOut: SEARCH_MESSAGES.checkOutOrder,
    });
  });
});
