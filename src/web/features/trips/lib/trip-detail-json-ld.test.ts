import { describe, expect, it } from 'vitest';
import type { Trip } from '#domain/api/catalogue.js';
import { tripJsonLd } from './trip-detail-json-ld.js';

const trip = {
  name: 'Northern Circuit Classic',
  banner: '/images/northern-banner-1280.webp',
  base_price: 1450,
  trip_type: { id: 3, name: 'Wildlife Safari' },
  trip_destinations: [
    { destination: { id: 1, uuid: 'u-1', name: 'Serengeti', location: { id: 5, name: 'Serengeti' } } },
    { destination: { id: 2, uuid: 'u-2', name: 'Ngorongoro Crater', location: { id: 6, name: 'Arusha' } } },
  ],
  trip_points: [1, 2, 3, 4, 5, 6].map((day) => ({ order: day, day_number: day, title: `Day ${day}` })),
} as unknown as Trip;

describe('tripJsonLd', () => {
  const ld = tripJsonLd(trip, { origin: 'https://x.test', url: 'https://x.test/safari/t', description: 'Five days.' });

  it('describes a TouristTrip with absolute image and the given description', () => {
    expect(ld).toMatchObject({
      '@type': 'TouristTrip',
      name: 'Northern Circuit Classic',
      description: 'Five days.',
      image: 'https://x.test/images/northern-banner-1280.webp',
    });
  });

  it('lists the destinations in order as the itinerary', () => {
    expect(ld.itinerary.numberOfItems).toBe(2);
    expect(ld.itinerary.itemListElement.map((e) => [e.position, e.item.name, e.item.url])).toEqual([
      [1, 'Serengeti', 'https://x.test/destination/u-1'],
      [2, 'Ngorongoro Crater', 'https://x.test/destination/u-2'],
    ]);
  });

  it("links the destinations in the page's language", () => {
    const german = tripJsonLd(trip, { origin: 'https://x.test', url: '', description: '', locale: 'de' });
    expect(german.itinerary.itemListElement[0]!.item.url).toBe('https://x.test/de/destination/u-1');
  });

  it('gives the duration in the days the page shows', () => {
    expect(ld.duration).toBe('P6D');
    expect(tripJsonLd({ ...trip, trip_points: [] }, { origin: '', url: '', description: '' }).duration).toBeUndefined();
  });

  it('offers the base price in USD, in stock, from the agency', () => {
    expect(ld.offers).toMatchObject({ price: 1450, priceCurrency: 'USD', availability: 'https://schema.org/InStock' });
    expect(ld.provider['@type']).toBe('TravelAgency');
  });
});
