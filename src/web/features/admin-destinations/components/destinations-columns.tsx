import type { AdminDestinationRow } from '#domain/api/admin-catalogue.js';
import { adminPaths } from '#web/admin-kit/admin-paths.js';
import { listColumns } from '#web/admin-kit/table/list-columns.js';
import { catalogueColumns } from '#web/features/admin-catalogue/components/catalogue-columns.js';

const column = listColumns<AdminDestinationRow>();
const shared = catalogueColumns<AdminDestinationRow>(adminPaths.destination);

/** The destinations list's columns; the name opens the editor. */
export const destinationColumns = [
  shared.name,
  column.accessor('location', { header: 'Location' }),
  column.accessor('region', { header: 'Region' }),
  shared.status,
  shared.updated,
];
