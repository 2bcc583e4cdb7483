import type { Destination } from '#domain/api/catalogue.js';

/** schema.org TouristDestination, nested in its location, region and the country. */
export function destinationJsonLd(
  destination: Destination,
  { origin, url, description }: { origin: string; url: string; description: string },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristDestination',
    name: destination.name,
    description,
    url,
    image: destination.banner ? `${origin}${destination.banner}` : undefined,
    touristType: destination.categories.map((c) => c.name),
    containedInPlace: {
      '@type': 'Place',
      name: destination.location.name,
      containedInPlace: {
        '@type': 'AdministrativeArea',
        name: destination.region.name,
        containedInPlace: { '@type': 'Country', name: 'Tanzania' },
      },
    },
  };
}
