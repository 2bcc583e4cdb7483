import '../zod-setup.js';
import { z } from 'zod';
import { CATALOGUE_STATUSES } from '../schemas/admin-catalogue.js';

/** What the back office's trips and destinations both carry: state, version and pictures. */
const editorFields = {
  /** what a trip's `destination_ids` hold */
  id: z.number().int(),
  uuid: z.string(),
  slug: z.string(),
  status: z.enum(CATALOGUE_STATUSES),
  /** send it back with a save: an older one is refused (409) */
  version: z.number().int(),
  name: z.string(),
  image: z.string(),
  banner: z.string(),
  /** an uploaded picture; null: the generated art */
  media_uuid: z.string().nullable(),
  updated_at: z.string(),
};

export const AdminTripRowSchema = z.object({
  ...editorFields,
  trip_type: z.string(),
  base_price: z.number(),
  destinations: z.array(z.string()),
  has_requests: z.boolean(),
});
export type AdminTripRow = z.infer<typeof AdminTripRowSchema>;

export const AdminBudgetCellSchema = z.object({
  season: z.enum(['Low', 'High']),
  service_class: z.string(),
  quantity: z.number().int(),
  price: z.number(),
});

/** A trip as the editor loads it; PUT takes the same object back, changed. */
export const AdminTripSchema = z.object({
  ...editorFields,
  trip_type_id: z.number().int(),
  category_ids: z.array(z.number().int()),
  /** in the order the trip visits them */
  destination_ids: z.array(z.number().int()),
  /** sanitised HTML */
  description: z.string(),
  itinerary: z.array(z.object({ day: z.number().int(), title: z.string(), description: z.string() })),
  addon_ids: z.array(z.number().int()),
  exclusion_ids: z.array(z.number().int()),
  from_date: z.string().nullable(),
  to_date: z.string().nullable(),
  base_price: z.number(),
  budgets: z.array(AdminBudgetCellSchema),
  /** requests name it: it can be archived, never deleted */
  has_requests: z.boolean(),
});
export type AdminTrip = z.infer<typeof AdminTripSchema>;

export const AdminDestinationRowSchema = z.object({
  ...editorFields,
  location: z.string(),
  region: z.string(),
  has_requests: z.boolean(),
});
export type AdminDestinationRow = z.infer<typeof AdminDestinationRowSchema>;

export const AdminDestinationSchema = z.object({
  ...editorFields,
  /** sanitised HTML */
  description: z.string(),
  facts: z.array(z.string()),
  activities: z.array(z.string()),
  category_ids: z.array(z.number().int()),
  location_id: z.number().int(),
  region_id: z.number().int(),
  has_requests: z.boolean(),
});
export type AdminDestination = z.infer<typeof AdminDestinationSchema>;

/** A signed link to the storefront's own page for an item in any state; it stops working at `expires_at`. */
export const PreviewLinkSchema = z.object({
  /** a site path with its token, e.g. `/preview/trip/{uuid}?token=…` */
  path: z.string(),
  expires_at: z.iso.datetime(),
});
export type PreviewLink = z.infer<typeof PreviewLinkSchema>;
