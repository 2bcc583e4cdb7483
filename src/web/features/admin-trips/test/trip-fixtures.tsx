import type { ReactNode } from 'react';
import type { AdminTrip } from '#domain/api/admin-catalogue.js';
import { TripUpdateSchema } from '#domain/schemas/admin-catalogue.js';
import { useZodForm } from '#web/lib/use-zod-form.js';
import { TripFormContext } from '#web/features/admin-trips/hooks/use-trip-form.js';
import { toFormValues } from '#web/features/admin-trips/lib/trip-form.js';

/** A trip as the editor loads it; `overrides` change what a test is about. */
export function adminTrip(overrides: Partial<AdminTrip> = {}): AdminTrip {
  return {
    id: 7,
    uuid: '5d1c2b3a-0000-4000-8000-000000000007',
    slug: 'serengeti-migration-safari',
    status: 'draft',
    version: 3,
    name: 'Serengeti Migration Safari',
    image: '/img/serengeti.webp',
    banner: '/img/serengeti-banner.webp',
    media_uuid: null,
    updated_at: '2026-11-20T08:00:00Z',
    trip_type_id: 1,
    category_ids: [2],
    destination_ids: [10, 11],
    description: '<p>Follow the herds.</p>',
    itinerary: [
      { day: 1, title: 'Arusha', description: '' },
      { day: 2, title: 'Tarangire', description: '' },
      { day: 3, title: 'Serengeti', description: '' },
    ],
    addon_ids: [],
    exclusion_ids: [],
    from_date: null,
    to_date: null,
    base_price: 1800,
    budgets: [{ season: 'Low', service_class: 'Comfort', quantity: 2, price: 2100 }],
    has_requests: false,
    ...overrides,
  };
}

/** A piece of the editor inside the trip form it expects. */
export function InTripForm({ trip = adminTrip(), children }: { trip?: AdminTrip; children: ReactNode }) {
  const form = useZodForm(TripUpdateSchema, toFormValues(trip), { mode: 'onTouched' });
  return (
    <TripFormContext.Provider value={form}>
      <form>{children}</form>
    </TripFormContext.Provider>
  );
}
