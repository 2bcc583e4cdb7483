import { describe, expect, it } from 'vitest';
import { agencyDateTime } from './agency-time.js';

describe('agencyDateTime', () => {
  it('shows a moment on the agency’s clock, three hours ahead of UTC, and says so', () => {
    expect(agencyDateTime('2026-11-24T06:05:00Z')).toBe('24 Nov 2026, 09:05 EAT');
    // Late evening in UTC is already the next day in Dar es Salaam.
    expect(agencyDateTime('2026-12-31T22:30:00Z')).toBe('1 Jan 2027, 01:30 EAT');
    expect(agencyDateTime('2026-09-03T12:00:00Z')).toBe('3 Sep 2026, 15:00 EAT');
  });

  it('writes the date in the page’s language, the zone’s name after it', () => {
    expect(agencyDateTime('2026-11-24T06:05:00Z', 'de')).toBe('24. Nov. 2026, 09:05 EAT');
    expect(agencyDateTime('2026-11-24T06:05:00Z', 'fr')).toMatch(/^24 nov\. 2026,? 09:05 EAT$/);
  });

  it('leaves the year out for the desk’s compact lists, and gives nothing for an unreadable value', () => {
    expect(agencyDateTime('2026-11-24T06:05:00Z', 'en', { year: false })).toBe('24 Nov, 09:05 EAT');
    expect(agencyDateTime('not a date')).toBe('');
  });
});
