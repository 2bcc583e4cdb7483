import type { UseFormReturn } from 'react-hook-form';
import type { AdminDestination } from '#domain/api/admin-catalogue.js';
import type { DestinationUpdateInput } from '#domain/schemas/admin-catalogue.js';
import { changedFields } from '#web/admin-kit/editor/changed-fields.js';

/** The editor's own shape of a destination: ids as the strings checkboxes and selects hold. */
export interface DestinationFormValues {
  name: string;
  slug: string;
  location_id: string;
  region_id: string;
  category_ids: string[];
  description: string;
  facts: string[];
  activities: string[];
  media_uuid: string | null;
  version: number;
}

/** The editor's form, as its sections take it. */
export type DestinationForm = UseFormReturn<DestinationFormValues, unknown, DestinationUpdateInput>;

export function toFormValues(destination: AdminDestination): DestinationFormValues {
  return {
    name: destination.name,
    slug: destination.slug,
    location_id: String(destination.location_id),
    region_id: String(destination.region_id),
    category_ids: destination.category_ids.map(String),
    description: destination.description,
    facts: [...destination.facts],
    activities: [...destination.activities],
    media_uuid: destination.media_uuid,
    version: destination.version,
  };
}

/** The names the 409 notice uses for what someone else changed, in the editor's order. */
export const DESTINATION_FIELD_LABELS = {
  name: 'Name',
  slug: 'Address',
  location_id: 'Location',
  region_id: 'Region',
  category_ids: 'Categories',
  description: 'Description',
  facts: 'Facts',
  activities: 'Activities',
  media_uuid: 'Picture',
  status: 'Status',
} as const satisfies Partial<Record<keyof AdminDestination, string>>;

/** What differs between the destination the editor started from and the server's copy now. */
export const changedDestinationFields = (base: AdminDestination, current: AdminDestination): string[] =>
  changedFields(DESTINATION_FIELD_LABELS, base, current);
