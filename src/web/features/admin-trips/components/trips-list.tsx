import { CatalogueList } from '#web/features/admin-catalogue/components/catalogue-list.js';
import { useTrips } from '#web/features/admin-trips/api/get-trips.js';
import { NewTripForm } from './new-trip-form.js';
import { TripsTable } from './trips-table.js';

/** Every trip in every state, searched and paged by the server. */
export function TripsList() {
  return (
    <CatalogueList
      what="trips"
      useList={useTrips}
      count={(data) => data.trips.length}
      table={(data) => <TripsTable rows={data.trips} total={data.total} />}
      create={<NewTripForm />}
    />
  );
}
