import { describe, expect, it } from 'vitest';
import { createI18n, type Translate } from '#web/i18n/i18n.js';
import { serverCatalogues } from '#web/i18n/server-catalogues.js';
import { fitLabel, fitsStay, stayNights } from './stay-fit.js';

const trip = (days: number) => ({
  name: 'A trip',
  trip_points: Array.from({ length: days }, (_, i) => ({ day_number: i + 1 })),
});

describe('stayNights', () => {
  it('counts the nights from check-in to check-out', () => {
    expect(stayNights('2026-12-12', '2026-12-19')).toBe(7);
    expect(stayNights('2026-12-12', '2026-12-13')).toBe(1);
    expect(stayNights('2026-12-31', '2027-01-02')).toBe(2);
  });

  it('is null without two real dates in order', () => {
    expect(stayNights('2026-12-12', '2026-12-12')).toBeNull();
    expect(stayNights('2026-12-18', '2026-12-12')).toBeNull();
    expect(stayNights('2026-12-12', null)).toBeNull();
    expect(stayNights('2026-02-30', '2026-03-04')).toBeNull();
  });
});

describe('fitsStay', () => {
  it('keeps trips that end by the check-out day: days up to nights + 1', () => {
    expect(fitsStay(trip(8), 7)).toBe(true);
    expect(fitsStay(trip(3), 7)).toBe(true);
    expect(fitsStay(trip(9), 7)).toBe(false);
    expect(fitsStay(trip(2), 1)).toBe(true);
  });

  it('never marks a trip of unknown length, or without a stay', () => {
    expect(fitsStay(trip(0), 7)).toBe(false);
    expect(fitsStay(trip(3), null)).toBe(false);
  });
});

describe('fitLabel', () => {
  const translator = (locale: 'en' | 'de') => createI18n(locale, serverCatalogues[locale]).t as Translate;

  it('names the nights', () => {
    const t = translator('en');
    expect(fitLabel(t, 7)).toBe('Fits your 7 nights');
    expect(fitLabel(t, 1)).toBe('Fits your 1 night');
    expect(fitLabel(t, 1096)).toBe('Fits your 1096 nights');
  });

  it('names them in the language of the page', () => {
    const t = translator('de');
    expect(fitLabel(t, 7)).toBe('Passt zu 7 Nächten');
    expect(fitLabel(t, 1)).toBe('Passt zu 1 Nacht');
  });
});
