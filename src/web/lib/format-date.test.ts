import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date.js';

const day = new Date(2026, 11, 12, 9, 5);

describe('formatDate', () => {
  it("keeps the site's English forms", () => {
    expect(formatDate(day, 'day')).toBe('12 Dec 2026');
    expect(formatDate(day, 'dayLong', 'en')).toBe('12 December 2026');
    expect(formatDate(day, 'month', 'en')).toBe('December 2026');
  });

  it('writes dates as each language does', () => {
    expect(formatDate(day, 'dayLong', 'de')).toBe('12. Dezember 2026');
    expect(formatDate(day, 'dayLong', 'fr')).toBe('12 décembre 2026');
    expect(formatDate(day, 'dayLong', 'it')).toBe('12 dicembre 2026');
    expect(formatDate(day, 'month', 'de')).toBe('Dezember 2026');
    expect(formatDate(day, 'day', 'de')).toBe('12. Dez. 2026');
  });
});
