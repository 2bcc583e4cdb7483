import { describe, expect, it } from 'vitest';
import type { Destination } from '#domain/api/catalogue.js';
import { destinationJsonLd } from './destination-json-ld.js';

const destination = {
  name: 'Stone Town',
  banner: '/images/stone-town-banner-1280.webp',
  location: { id: 1, name: 'Stone Town, Zanzibar' },
  region: { id: 1, name: 'Zanzibar Urban/West' },
  categories: [{ name: 'Culture' }],
} as unknown as Destination;

describe('destinationJsonLd', () => {
  it('describes a TouristDestination inside its location, region and Tanzania', () => {
    const ld = destinationJsonLd(destination, {
      origin: 'https://x.test',
      url: 'https://x.test/d',
      description: 'Old town.',
    });
    expect(ld).toMatchObject({
      '@type': 'TouristDestination',
      name: 'Stone Town',
      description: 'Old town.',
      image: 'https://x.test/images/stone-town-banner-1280.webp',
      touristType: ['Culture'],
    });
    expect(ld.containedInPlace.name).toBe('Stone Town, Zanzibar');
    expect(ld.containedInPlace.containedInPlace.name).toBe('Zanzibar Urban/West');
    expect(ld.containedInPlace.containedInPlace.containedInPlace).toEqual({ '@type': 'Country', name: 'Tanzania' });
  });

  it("names the country in the page's language", () => {
    const german = destinationJsonLd(destination, { origin: '', url: '', description: '', locale: 'de' });
    expect(german.containedInPlace.containedInPlace.containedInPlace.name).toBe('Tansania');
  });
});
