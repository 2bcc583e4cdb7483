import type { Destination, DestinationsPage, Testimonial, Trip, TripsPage } from './catalogue.js';
import type { Splash } from './reference.js';
import type { SiteReviews, TripReviewsPage } from './reviews.js';

export interface TripsQuery {
  limit: number;
  offset?: number | undefined;
  location?: number | undefined;
  destination?: string | undefined;
  /** typed text: trips visiting the places it names (GET /api/search) */
  q?: string | undefined;
}

export type { DestinationsPage, TripsPage };

/**
 * The public catalogue reads a page needs, with the answers of the public API's `data`. The browser
 * answers them over HTTP; the server, rendering a page, answers them in-process from its repositories.
 * Route loaders ask this port, never `fetch`, so the same loader works on both sides.
 */
export interface CatalogueDataPort {
  splash(): Promise<Splash>;
  trips(query: TripsQuery): Promise<TripsPage>;
  /** null when no published trip has this uuid */
  trip(uuid: string): Promise<Trip | null>;
  destinations(query: { limit: number; offset: number }): Promise<DestinationsPage>;
  /** null when no destination has this uuid */
  destination(uuid: string): Promise<Destination | null>;
  testimonials(): Promise<Testimonial[]>;
  /** a published trip's first `limit` verified reviews with their summary; null when no published trip has this uuid */
  tripReviews(uuid: string, limit: number): Promise<TripReviewsPage | null>;
  /** /reviews: the newest verified reviews of every trip, with the trip's name in the port's language */
  siteReviews(): Promise<SiteReviews>;
  /** the rate in use for a currency (units per 1 USD), or null when it has none */
  exchangeRate(currencyUuid: string): Promise<number | null>;
}
