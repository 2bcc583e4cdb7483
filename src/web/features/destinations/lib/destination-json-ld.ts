import type { Destination } from '#domain/api/catalogue.js';
import { DEFAULT_LOCALE, type Locale } from '#domain/i18n/locales.js';

/** Tanzania in the page's language (Tansania, Tanzanie), as Intl names it; English keeps its own word. */
const countryName = (locale: Locale) =>
  locale === DEFAULT_LOCALE ? 'Tanzania' : (new Intl.DisplayNames(locale, { type: 'region' }).of('TZ') ?? 'Tanzania');

/** schema.org TouristDestination, nested in its location, region and the country. */
export function destinationJsonLd(
  destination: Destination,
  {
    origin,
    url,
    description,
    locale = DEFAULT_LOCALE,
  }: { origin: string; url: string; description: string; locale?: Locale | undefined },
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
        containedInPlace: { '@type': 'Country', name: countryName(locale) },
      },
    },
  };
}
