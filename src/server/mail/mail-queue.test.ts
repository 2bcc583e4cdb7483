import { describe, expect, it } from 'vitest';
import { mailRetryDelaySeconds } from './mail-queue.js';

describe('mailRetryDelaySeconds', () => {
  it('waits 30 seconds after the first failure, doubles after each next one and stops at an hour', () => {
    expect([1, 2, 3, 4, 7, 8, 10].map(mailRetryDelaySeconds)).toEqual([30, 60, 120, 240, 1920, 3600, 3600]);
  });
});
