// The shapes of the demo catalogue. The data files beside this one are plain values of these
// types; seed.ts turns them into rows. Names (locations, regions, categories, trip types, service
// classes, destinations) are the join keys between files, so they must match exactly.

/** The landscape families the image generator (scripts/images) can draw. */
export const SCENE_KEYS = [
  'savanna-acacia', // open grass plains, flat-topped acacias, a giraffe silhouette
  'savanna-elephant', // plains with elephants and a baobab
  'migration', // wildebeest herd dotting the plains
  'kilimanjaro', // snow-capped Kibo above a cloud band
  'crater', // Ngorongoro's caldera rim and floor lake
  'lake-flamingo', // soda lake with pink flamingo line and escarpment
  'baobab', // big baobabs at golden hour (Tarangire, Ruaha)
  'river', // a winding river with hippos, palms (Nyerere, Ruaha)
  'mountain-town', // Mount Meru above green hills and rooftops (Arusha)
  'dhow', // a dhow with lateen sail on turquoise water
  'beach-palms', // white sand, leaning palms, shallow turquoise water
  'lagoon', // low-tide sandbanks, seaweed lines, kites (Paje, Jambiani)
  'stone-town', // carved doors, arches and coral-stone houses, minaret
  'reef-island', // a small island with a house, reef shallows (Prison Island, Mnemba)
  'forest', // dense green forest, monkeys (Jozani)
  'spice-farm', // spice plantation greens, rows, a hut
] as const;

export type SceneKey = (typeof SCENE_KEYS)[number];

export interface SeedLocation {
  name: string;
  /** true for the Zanzibar archipelago, false for the mainland. */
  zanzibar: boolean;
}

export interface SeedDestination {
  /** kebab-case, unique; also the image file stem. */
  slug: string;
  name: string;
  /** a SeedLocation name */
  location: string;
  /** a region name from REGIONS */
  region: string;
  /** interest category names from INTEREST_CATEGORIES */
  categories: string[];
  /** sanitized-safe HTML: <p>, <strong>, <em>, <ul>, <li> only */
  description: string;
  facts: string[];
  activities: string[];
  /** which generated landscape this destination's images use */
  scene: SceneKey;
}

export interface SeedItineraryDay {
  day_number: number;
  title: string;
  /** HTML: <p>, <strong>, <em>, <ul>, <li> only */
  description: string;
}

export interface SeedTrip {
  slug: string;
  name: string;
  /** a trip type name from TRIP_TYPES */
  tripType: string;
  /** HTML: <p>, <strong>, <em>, <ul>, <li> only */
  description: string;
  /** destination names, in visiting order; the first one names the hero */
  destinations: string[];
  /** interest category names */
  categories: string[];
  /** inclusion names from INCLUSIONS: what the price covers */
  addons: string[];
  /** inclusion names from INCLUSIONS: what it does not cover */
  exclusions: string[];
  /** ISO dates yyyy-MM-dd; the span in days (rounded up) is the tour's duration */
  fromDate: string;
  toDate: string;
  itinerary: SeedItineraryDay[];
  /**
   * Per-person price in USD for Economy, Low season, a group of 6: the cheapest row of the
   * budget table and the 'From' price. The seed derives the whole table from it.
   */
  basePrice: number;
  published: boolean;
  scene: SceneKey;
}

export interface SeedTestimonial {
  name: string;
  /** ISO 3166-1 alpha-2 code */
  countryCode: string;
  rating: number;
  comments: string;
  /** ISO date yyyy-MM-dd */
  createdAt: string;
}

export interface SeedCurrency {
  code: string;
  name: string;
  symbol: string;
  /** units of this currency per 1 USD (static fallback rate) */
  rate: number;
}

/**
 * One language's translations of the demo catalogue (the back office's Translations tab writes the same rows).
 * Trips and destinations are keyed by slug, categories (interests and inclusions) by their English name. A field
 * left out shows its English text on that language's pages.
 */
export interface SeedTranslations {
  trips: Record<string, { name: string; description?: string; days?: { title: string; description: string }[] }>;
  destinations: Record<string, { name?: string; description?: string; facts?: string[]; activities?: string[] }>;
  categories: Record<string, string>;
}
