import type { AdminTrip } from '#domain/api/admin-catalogue.js';
import type { Named } from '#domain/api/reference.js';
import { tripHref } from '#domain/site-paths.js';
import { CatalogueStatusBar } from '#web/features/admin-catalogue/components/catalogue-status-bar.js';
import { useChangeTripState } from '#web/features/admin-trips/api/save-trip.js';

interface TripStatusBarProps {
  trip: AdminTrip;
  destinations: readonly Named[];
  dirty: boolean;
  onChanged: (trip: AdminTrip) => void;
  onRefused: (error: unknown) => boolean;
}

/** The trip's state and the moves from it. Preview is the storefront's own page. */
export function TripStatusBar({ trip, destinations, ...rest }: TripStatusBarProps) {
  const change = useChangeTripState(trip.uuid);
  // The storefront decides a trip's section from its places: the names the editor knows are enough.
  const previewHref = tripHref({
    uuid: trip.uuid,
    name: trip.name,
    description: trip.description,
    trip_destinations: trip.destination_ids.map((id) => ({
      destination: { name: destinations.find((d) => d.id === id)?.name ?? null },
    })),
  });
  return <CatalogueStatusBar item={trip} what="trip" previewHref={previewHref} change={change} {...rest} />;
}
