import { CatalogueList } from '#web/features/admin-catalogue/components/catalogue-list.js';
import { useDestinations } from '#web/features/admin-destinations/api/get-destinations.js';
import { DestinationsTable } from './destinations-table.js';
import { NewDestinationForm } from './new-destination-form.js';

/** Every destination in every state, searched and paged by the server. */
export function DestinationsList() {
  return (
    <CatalogueList
      what="destinations"
      useList={useDestinations}
      count={(data) => data.destinations.length}
      table={(data) => <DestinationsTable rows={data.destinations} total={data.total} />}
      create={<NewDestinationForm />}
    />
  );
}
