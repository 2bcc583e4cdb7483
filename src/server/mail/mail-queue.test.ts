import { describe, expect, it } from 'vitest';
import { retryDelaySeconds } from './mail-queue.js';

describe('retryDelaySeconds', () => {
  it('doubles from 30 seconds and stops at an hour', () => {
    expect([0, 1, 2, 3, 6, 7, 20].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 1920, 3600, 3600]);
  });
});
