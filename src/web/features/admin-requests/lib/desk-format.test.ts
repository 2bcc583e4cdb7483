import { describe, expect, it } from 'vitest';
import { deskDate, deskMoney, deskTime, waitedFor } from './desk-format.js';

describe('desk formats', () => {
  it('shows money in dollars and a dash for priced-by-proposal', () => {
    expect(deskMoney(4280)).toBe('$4,280.00');
    expect(deskMoney(null)).toBe('—');
  });

  it('shows dates in words and instants in Dar es Salaam time', () => {
    expect(deskDate(null)).toBe('—');
    expect(deskDate('2026-12-12')).toContain('2026');
    expect(deskTime('2026-11-24T06:05:00Z')).toBe('24 Nov, 09:05 EAT');
  });

  it('says how long a request has waited', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    expect(waitedFor('2026-11-23T10:00:00Z', now)).toBe('26 h');
    expect(waitedFor('2026-11-20T12:00:00Z', now)).toBe('4 d');
    expect(waitedFor('2026-11-24T12:30:00Z', now)).toBe('0 h');
  });
});
