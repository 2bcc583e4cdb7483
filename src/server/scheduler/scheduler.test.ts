import { describe, expect, it } from 'vitest';
import { jobRetryAt } from './scheduler.js';

describe('a failed job', () => {
  it('is tried again after 1, 2, 4, 8 minutes …, never later than six hours', () => {
    const now = new Date('2027-01-05T06:00:00.000Z');
    const waits = [1, 2, 3, 4, 20].map((n) => (jobRetryAt(now, n).getTime() - now.getTime()) / 60_000);
    expect(waits).toEqual([1, 2, 4, 8, 360]);
  });
});
