import type { Trip } from '#domain/api/catalogue.js';
import type { TripReviewsPage } from '#domain/api/reviews.js';
import { tripDurationDays } from '#domain/trips/duration.js';
import { agencyJsonLd } from '#web/config/agency.js';
import { paths } from '#web/config/paths.js';
import { DEFAULT_LOCALE, type Locale } from '#domain/i18n/locales.js';
import { localizedHref } from '#domain/site-paths.js';

/**
 * schema.org TouristTrip for a trip page: search engines show the price and the places (their pages in the
 * page's language). Prices
 * are stored in USD, so the offer is in USD whatever currency the visitor picked.
 */
export function tripJsonLd(
  trip: Trip,
  {
    origin,
    url,
    description,
    locale = DEFAULT_LOCALE,
    reviews,
  }: {
    origin: string;
    url: string;
    description: string;
    locale?: Locale | undefined;
    /** the trip's verified reviews: the rating search engines show comes from these alone */
    reviews?: TripReviewsPage | null | undefined;
  },
) {
  const places = trip.trip_destinations.map(({ destination }) => destination);
  const days = tripDurationDays(trip);
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    name: trip.name,
    description,
    image: trip.banner ? `${origin}${trip.banner}` : undefined,
    url,
    touristType: trip.trip_type.name,
    // ISO 8601, the same days the page shows (the itinerary lists places, not days)
    duration: days > 0 ? `P${days}D` : undefined,
    itinerary: {
      '@type': 'ItemList',
      numberOfItems: places.length,
      itemListElement: places.map((place, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        item: {
          '@type': 'TouristDestination',
          name: place.name,
          url: `${origin}${localizedHref(locale, paths.destination.getHref(place.uuid))}`,
          containedInPlace: { '@type': 'Place', name: place.location.name },
        },
      })),
    },
    offers: {
      '@type': 'Offer',
      price: trip.base_price,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url,
    },
    provider: { ...agencyJsonLd, url: origin || undefined },
    ...reviewsJsonLd(reviews),
  };
}

/**
 * `aggregateRating` and `review` from approved reviews of travellers who took the trip, and nothing else (not the
 * signed-in visitors' star ratings): none at all until the trip has one.
 */
function reviewsJsonLd(reviews: TripReviewsPage | null | undefined) {
  if (!reviews || reviews.summary.count === 0 || reviews.summary.average === null) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: reviews.summary.average,
      reviewCount: reviews.summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.reviews.map((review) => ({
      '@type': 'Review',
      name: review.title,
      reviewBody: review.body,
      author: { '@type': 'Person', name: review.traveller_name },
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}
