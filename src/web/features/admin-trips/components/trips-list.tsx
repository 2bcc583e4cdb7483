import { adminPaths } from '#web/admin-kit/admin-paths.js';
import { CatalogueList } from '#web/features/admin-catalogue/components/catalogue-list.js';
import { useTrips } from '#web/features/admin-trips/api/get-trips.js';
import { NewTripForm } from './new-trip-form.js';
import { tripColumns } from './trips-columns.js';

/** Every trip in every state, searched, sorted and paged by the server. */
export function TripsList() {
  return (
    <CatalogueList
      what="Trips"
      useList={useTrips}
      rowsOf={(data) => data.trips}
      columns={tripColumns}
      rowLink={(row) => adminPaths.trip(row.uuid)}
      create={<NewTripForm />}
    />
  );
}
