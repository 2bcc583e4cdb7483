import type { Destination, Testimonial, Trip } from '#domain/api/catalogue.js';
import { toRatingFigures, type RatingFiguresRow } from './catalogue-ratings.js';

/** Row shapes as the relational queries load them, turned into the API's catalogue shapes (#domain/api/catalogue). */

/**
 * Bump when `toTrip` or `toDestination` make a different result from the same rows: the stored JSON of every
 * trip and destination (catalogue-documents.ts) is then rebuilt on its next read. A schema change needs no bump.
 */
export const MAPPERS_REVISION = 1;

interface NamedRow {
  id: number;
  name: string;
}
interface CategoryLink {
  category: { name: string };
}

/** The columns trips and destinations share. */
interface CatalogueItemRow extends RatingFiguresRow {
  id: number;
  uuid: string;
  slug: string;
  name: string;
  description: string;
  image: string;
  banner: string;
}

function catalogueItem(row: CatalogueItemRow) {
  return {
    id: row.id,
    uuid: row.uuid,
    slug: row.slug,
    name: row.name,
    description: row.description,
    image: row.image,
    banner: row.banner,
  };
}

const named = (row: NamedRow) => ({ id: row.id, name: row.name });
const categoryRefs = (links: CategoryLink[]) => links.map((c) => ({ category: { name: c.category.name } }));

export interface DestinationRow extends CatalogueItemRow {
  location: NamedRow;
  region: NamedRow;
  categories: CategoryLink[];
  facts: { fact: string }[];
  activities: { name: string }[];
}

export function toDestination(row: DestinationRow): Destination {
  return {
    ...catalogueItem(row),
    location: named(row.location),
    region: named(row.region),
    categories: row.categories.map((c) => ({ name: c.category.name })),
    facts: row.facts.map((f) => ({ fact: f.fact })),
    activities: row.activities.map((a) => ({ name: a.name })),
    ...toRatingFigures(row),
  };
}

export interface TripRow extends CatalogueItemRow {
  basePrice: number;
  price: number;
  isPublished: boolean;
  fromDate: string | null;
  toDate: string | null;
  tripType: NamedRow;
  destinations: {
    destination: { id: number; uuid: string; name: string; isPublished: boolean; location: NamedRow };
  }[];
  categories: CategoryLink[];
  points: { order: number; dayNumber: number; title: string; description: string }[];
  addons: CategoryLink[];
  notAddons: CategoryLink[];
  budgets: { quantity: number; price: number; season: { name: string }; serviceClass: { name: string } }[];
}

export function toTrip(row: TripRow): Trip {
  return {
    ...catalogueItem(row),
    base_price: row.basePrice,
    price: row.price,
    is_published: row.isPublished,
    from_date: row.fromDate,
    to_date: row.toDate,
    trip_type: named(row.tripType),
    // A draft or archived destination is not named on the storefront's trip page.
    trip_destinations: row.destinations
      .filter(({ destination: d }) => d.isPublished)
      .map(({ destination: d }) => ({
        destination: { id: d.id, uuid: d.uuid, name: d.name, location: named(d.location) },
      })),
    trip_categories: categoryRefs(row.categories),
    trip_points: row.points.map((p) => ({
      order: p.order,
      day_number: p.dayNumber,
      title: p.title,
      description: p.description,
    })),
    trip_addons: categoryRefs(row.addons),
    trip_not_addons: categoryRefs(row.notAddons),
    budgets: row.budgets.map((b) => ({
      season: { name: b.season.name === 'High' ? 'High' : 'Low' },
      service_class: { name: b.serviceClass.name },
      quantity: b.quantity,
      price: b.price,
    })),
    ...toRatingFigures(row),
  };
}

export interface TestimonialRow {
  uuid: string;
  rating: number;
  comments: string;
  authorName: string;
  createdAt: Date;
  country: { name: string; code: string } | null;
}

export function toTestimonial(row: TestimonialRow): Testimonial {
  return {
    uuid: row.uuid,
    rating: row.rating,
    comments: row.comments,
    tourist: { name: row.authorName, country: row.country?.name ?? null, country_code: row.country?.code ?? null },
    created_at: row.createdAt.toISOString(),
  };
}
