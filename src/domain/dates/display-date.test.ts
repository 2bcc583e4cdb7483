import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locales.js';
import { displayDate, parseTypedDate } from './display-date.js';

describe('displayDate', () => {
  it('shows a date with its weekday and month name, never as digits only', () => {
    expect(displayDate('2026-12-12')).toBe('Sat, 12 Dec 2026');
    expect(displayDate('2027-03-01')).toBe('Mon, 1 Mar 2027');
  });

  it("shows another locale's own short form", () => {
    expect(displayDate('2026-12-12', 'de')).toBe('Sa., 12. Dez. 2026');
    expect(displayDate('2026-12-12', 'it')).toBe('sab 12 dic 2026');
    expect(displayDate('2026-12-12', 'fr')).toBe('sam. 12 déc. 2026');
    expect(displayDate('2026-12-12', 'de', { weekday: false })).toBe('12. Dez. 2026');
    expect(displayDate('2026-12-12', 'en', { weekday: false })).toBe('12 Dec 2026');
  });

  it('leaves what is not a date as it is', () => {
    expect(displayDate('')).toBe('');
    expect(displayDate(null)).toBe('');
    expect(displayDate('next friday')).toBe('next friday');
    expect(displayDate('2027-02-30')).toBe('2027-02-30');
  });
});

describe('parseTypedDate', () => {
  it('reads ISO dates and written-out ones', () => {
    for (const text of ['2026-12-12', '2026-12-12 ', '12 Dec 2026', '12 december 2026', 'Dec 12, 2026']) {
      expect(parseTypedDate(text)).toBe('2026-12-12');
    }
    expect(parseTypedDate('Sat, 12 Dec 2026')).toBe('2026-12-12');
    expect(parseTypedDate('1st March 2027')).toBe('2027-03-01');
    expect(parseTypedDate('2027-3-1')).toBe('2027-03-01');
  });

  it('refuses impossible, partial and ambiguous dates', () => {
    for (const text of ['', '2027-02-30', '2026-12', '12 Foo 2026', '12/11/2026', '31 Apr 2027', 'tomorrow']) {
      expect(parseTypedDate(text)).toBeNull();
    }
  });

  it('round-trips what it shows', () => {
    expect(parseTypedDate(displayDate('2028-02-29'))).toBe('2028-02-29');
  });

  it("reads a locale's month names and abbreviations, its day-first digits, and English as well", () => {
    const cases = {
      de: ['12. Dezember 2026', '12. Dez. 2026', '12 dez 2026', 'Sa., 12. Dez. 2026', '12.12.2026', '12 Dec 2026'],
      it: ['12 dicembre 2026', '12 dic 2026', 'sab 12 dic 2026', 'sabato 12 dicembre 2026', '12/12/2026'],
      fr: ['12 décembre 2026', '12 decembre 2026', '12 déc. 2026', 'sam. 12 déc. 2026', '12/12/2026', 'Dec 12, 2026'],
    } as const;
    for (const [locale, texts] of Object.entries(cases)) {
      for (const text of texts) expect(parseTypedDate(text, locale as keyof typeof cases), text).toBe('2026-12-12');
    }
    expect(parseTypedDate('1. März 2027', 'de')).toBe('2027-03-01');
    expect(parseTypedDate('1er mars 2027', 'fr')).toBe('2027-03-01');
    expect(parseTypedDate('3 juil. 2027', 'fr')).toBe('2027-07-03');
    expect(parseTypedDate('mar 1 giu 2027', 'it')).toBe('2027-06-01');
    expect(parseTypedDate('mar 12, 2027', 'it')).toBe('2027-03-12');
    expect(parseTypedDate('1.3.2027', 'de')).toBe('2027-03-01');
  });

  it('refuses in a locale what names no single day', () => {
    for (const text of ['3 jui 2027', '31.04.2027', '12/13/2026', '12 Foo 2026']) {
      expect(parseTypedDate(text, 'fr'), text).toBeNull();
    }
    expect(parseTypedDate('12/12/2026', 'en')).toBeNull();
  });

  it('round-trips what it shows, in every locale', () => {
    for (const locale of LOCALES) {
      for (const iso of ['2028-02-29', '2027-03-01', '2027-06-01', '2027-07-31', '2026-12-12']) {
        expect(parseTypedDate(displayDate(iso, locale), locale), `${locale} ${iso}`).toBe(iso);
      }
    }
  });
});
