import type { AdminTrip } from '#domain/api/admin-catalogue.js';
import { CatalogueStatusBar } from '#web/features/admin-catalogue/components/catalogue-status-bar.js';
import { useChangeTripState } from '#web/features/admin-trips/api/save-trip.js';

interface TripStatusBarProps {
  trip: AdminTrip;
  dirty: boolean;
  onChanged: (trip: AdminTrip) => void;
  onRefused: (error: unknown) => boolean;
}

/** The trip's state and the moves from it. Preview is the storefront's own page, for a draft too. */
export function TripStatusBar({ trip, ...rest }: TripStatusBarProps) {
  const change = useChangeTripState(trip.uuid);
  return <CatalogueStatusBar item={trip} what="trip" collection="trips" change={change} {...rest} />;
}
