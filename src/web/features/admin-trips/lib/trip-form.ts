import type { AdminTrip } from '#domain/api/admin-catalogue.js';
import { changedFields } from '#web/admin-kit/editor/changed-fields.js';
import type { BudgetCellValue } from './budget-grid.js';

/**
 * The editor's own shape of a trip: ids as the strings checkboxes and selects hold, '' for empty.
 * `version` rides along so a save names what it started from.
 */
export interface TripFormValues {
  name: string;
  slug: string;
  trip_type_id: string;
  category_ids: string[];
  /** in the order the trip visits them */
  destination_ids: number[];
  description: string;
  itinerary: { day: number; title: string; description: string }[];
  addon_ids: string[];
  exclusion_ids: string[];
  from_date: string;
  to_date: string;
  base_price: string | number;
  budgets: BudgetCellValue[];
  media_uuid: string | null;
  version: number;
}

export function toFormValues(trip: AdminTrip): TripFormValues {
  return {
    name: trip.name,
    slug: trip.slug,
    trip_type_id: String(trip.trip_type_id),
    category_ids: trip.category_ids.map(String),
    destination_ids: trip.destination_ids,
    description: trip.description,
    itinerary: trip.itinerary.map((day) => ({ ...day })),
    addon_ids: trip.addon_ids.map(String),
    exclusion_ids: trip.exclusion_ids.map(String),
    from_date: trip.from_date ?? '',
    to_date: trip.to_date ?? '',
    base_price: trip.base_price,
    budgets: trip.budgets.map((cell) => ({ ...cell })),
    media_uuid: trip.media_uuid,
    version: trip.version,
  };
}

/** The names the 409 notice uses for what someone else changed, in the editor's order. */
export const TRIP_FIELD_LABELS = {
  name: 'Name',
  slug: 'Address',
  trip_type_id: 'Trip type',
  category_ids: 'Categories',
  destination_ids: 'Destinations',
  description: 'Description',
  itinerary: 'Itinerary',
  addon_ids: 'Add-ons',
  exclusion_ids: 'Exclusions',
  from_date: 'From date',
  to_date: 'To date',
  base_price: 'From price',
  budgets: 'Budget table',
  media_uuid: 'Picture',
  status: 'Status',
} as const satisfies Partial<Record<keyof AdminTrip, string>>;

// Budget cells come back in the server's order; the same table in another order is no change.
const comparable = (trip: AdminTrip, field: keyof AdminTrip) =>
  field === 'budgets'
    ? JSON.stringify(trip.budgets.map((c) => `${c.season}.${c.service_class}.${c.quantity}=${c.price}`).sort())
    : JSON.stringify(trip[field]);

/** What differs between the trip the editor started from and the trip as the server has it now. */
export const changedTripFields = (base: AdminTrip, current: AdminTrip): string[] =>
  changedFields(TRIP_FIELD_LABELS, base, current, comparable);
