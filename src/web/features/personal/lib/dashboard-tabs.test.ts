import { describe, expect, it } from 'vitest';
import { parseDashboardTab } from './dashboard-tabs.js';

describe('parseDashboardTab', () => {
  it('reads ?tab= for /dashboard', () => {
    for (const tab of ['likes', 'ratings', 'cart', 'bookings']) expect(parseDashboardTab(tab)).toBe(tab);
    expect(parseDashboardTab(null)).toBe('likes');
    expect(parseDashboardTab('settings')).toBe('likes');
  });
});
