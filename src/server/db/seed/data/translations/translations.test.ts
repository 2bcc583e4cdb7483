// The demo catalogue's translations match the English data they translate: same keys, same shapes, same HTML tags.
import { describe, expect, it } from 'vitest';
import { DESTINATIONS } from '#server/db/seed/data/destinations.js';
import { INCLUSIONS, INTEREST_CATEGORIES } from '#server/db/seed/data/reference.js';
import { TRIPS } from '#server/db/seed/data/trips.js';
import type { SeedTranslations } from '#server/db/seed/data/types.js';
import { GERMAN } from './de.js';
import { FRENCH } from './fr.js';
import { ITALIAN } from './it.js';

const LANGUAGES: [string, SeedTranslations][] = [
  ['de', GERMAN],
  ['it', ITALIAN],
  ['fr', FRENCH],
];

const CATEGORY_NAMES = [...INTEREST_CATEGORIES, ...INCLUSIONS];

/** The opening and closing tags of an HTML text, in order, without their attributes. */
function tags(html: string): string[] {
  return [...html.matchAll(/<(\/?[a-z][a-z0-9]*)\b[^>]*>/gi)].map((m) => (m[1] ?? '').toLowerCase());
}

function englishTrip(slug: string) {
  const trip = TRIPS.find((t) => t.slug === slug);
  if (!trip) throw new Error(`no English trip ${slug}`);
  return trip;
}

function englishDestination(slug: string) {
  const destination = DESTINATIONS.find((d) => d.slug === slug);
  if (!destination) throw new Error(`no English destination ${slug}`);
  return destination;
}

describe.each(LANGUAGES)('%s translations', (_locale, translations) => {
  it('translate only trips, destinations and categories of the English data', () => {
    const tripSlugs = new Set(TRIPS.map((t) => t.slug));
    const destinationSlugs = new Set(DESTINATIONS.map((d) => d.slug));
    expect(Object.keys(translations.trips).filter((slug) => !tripSlugs.has(slug))).toEqual([]);
    expect(Object.keys(translations.destinations).filter((slug) => !destinationSlugs.has(slug))).toEqual([]);
    expect(Object.keys(translations.categories).filter((name) => !CATEGORY_NAMES.includes(name))).toEqual([]);
  });

  it('name every trip and every category', () => {
    for (const trip of TRIPS) expect(translations.trips[trip.slug]?.name.trim(), trip.slug).toBeTruthy();
    for (const name of CATEGORY_NAMES) expect(translations.categories[name]?.trim(), name).toBeTruthy();
  });

  it('translate every trip and destination in full', () => {
    for (const trip of TRIPS) {
      const translated = translations.trips[trip.slug];
      expect(translated?.description?.trim(), trip.slug).toBeTruthy();
      expect(translated?.days, trip.slug).toHaveLength(trip.itinerary.length);
      translated?.days?.forEach((day, i) => expect(day.description.trim(), `${trip.slug} day ${i + 1}`).toBeTruthy());
    }
    for (const destination of DESTINATIONS) {
      const translated = translations.destinations[destination.slug];
      expect(translated?.description?.trim(), destination.slug).toBeTruthy();
      expect(translated?.facts, destination.slug).toHaveLength(destination.facts.length);
      expect(translated?.activities, destination.slug).toHaveLength(destination.activities.length);
      for (const line of [...(translated?.facts ?? []), ...(translated?.activities ?? [])]) {
        expect(line.trim(), destination.slug).toBeTruthy();
      }
    }
  });

  it('give a trip one day per English itinerary day, with the English HTML tags', () => {
    for (const [slug, trip] of Object.entries(translations.trips)) {
      const english = englishTrip(slug);
      expect(tags(trip.name), slug).toEqual(tags(english.name));
      if (trip.description !== undefined) expect(tags(trip.description), slug).toEqual(tags(english.description));
      if (trip.days === undefined) continue;
      expect(trip.days, slug).toHaveLength(english.itinerary.length);
      trip.days.forEach((day, i) => {
        const englishDay = english.itinerary[i] ?? { title: '', description: '' };
        expect(day.title.trim(), `${slug} day ${i + 1}`).toBeTruthy();
        expect(tags(day.title), `${slug} day ${i + 1}`).toEqual(tags(englishDay.title));
        expect(tags(day.description), `${slug} day ${i + 1}`).toEqual(tags(englishDay.description));
      });
    }
  });

  it('give a destination as many facts and activities as the English, with the English HTML tags', () => {
    for (const [slug, destination] of Object.entries(translations.destinations)) {
      const english = englishDestination(slug);
      if (destination.name !== undefined) expect(tags(destination.name), slug).toEqual(tags(english.name));
      if (destination.description !== undefined) {
        expect(tags(destination.description), slug).toEqual(tags(english.description));
      }
      if (destination.facts !== undefined) {
        expect(destination.facts, slug).toHaveLength(english.facts.length);
        destination.facts.forEach((fact, i) =>
          expect(tags(fact), `${slug} fact ${i + 1}`).toEqual(tags(english.facts[i] ?? '')),
        );
      }
      if (destination.activities !== undefined) {
        expect(destination.activities, slug).toHaveLength(english.activities.length);
        destination.activities.forEach((activity, i) =>
          expect(tags(activity), `${slug} activity ${i + 1}`).toEqual(tags(english.activities[i] ?? '')),
        );
      }
    }
  });

  it('keep category names free of HTML', () => {
    for (const [name, translated] of Object.entries(translations.categories)) {
      expect(tags(translated), name).toEqual(tags(name));
    }
  });
});
