import type { AdminDestination } from '#domain/api/admin-catalogue.js';

/** A destination as the editor loads it; `overrides` change what a test is about. */
export function adminDestination(overrides: Partial<AdminDestination> = {}): AdminDestination {
  return {
    id: 11,
    uuid: '6e2d3c4b-0000-4000-8000-000000000011',
    slug: 'serengeti',
    status: 'draft',
    version: 3,
    name: 'Serengeti',
    image: '/img/serengeti.webp',
    banner: '/img/serengeti-banner.webp',
    media_uuid: null,
    updated_at: '2026-11-20T08:00:00Z',
    description: '<p>Endless plains.</p>',
    facts: ['14,750 km²', 'UNESCO site', 'Home of the migration'],
    activities: ['Game drives'],
    category_ids: [2],
    location_id: 1,
    region_id: 4,
    has_requests: false,
    ...overrides,
  };
}

export const splash = {
  currencies: [],
  locations: [{ id: 1, name: 'Northern circuit', is_zanzibar: false }],
  categories: [{ id: 2, name: 'Wildlife' }],
  searviceClasses: [],
  countries: [],
  genders: [],
  seasons: [],
  tripTypes: [],
  regions: [{ id: 4, name: 'Mara' }],
};
