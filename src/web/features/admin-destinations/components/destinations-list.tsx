import { adminPaths } from '#web/admin-kit/admin-paths.js';
import { CatalogueList } from '#web/features/admin-catalogue/components/catalogue-list.js';
import { useDestinations } from '#web/features/admin-destinations/api/get-destinations.js';
import { destinationColumns } from './destinations-columns.js';
import { NewDestinationForm } from './new-destination-form.js';

/** Every destination in every state, searched, sorted and paged by the server. */
export function DestinationsList() {
  return (
    <CatalogueList
      what="Destinations"
      useList={useDestinations}
      rowsOf={(data) => data.destinations}
      columns={destinationColumns}
      rowLink={(row) => adminPaths.destination(row.uuid)}
      create={<NewDestinationForm />}
    />
  );
}
