import type { AdminTripRow } from '#domain/api/admin-catalogue.js';
import { adminPaths } from '#web/admin-kit/admin-paths.js';
import { listColumns } from '#web/admin-kit/table/list-columns.js';
import { catalogueColumns } from '#web/features/admin-catalogue/components/catalogue-columns.js';
import { tripMoney } from '#web/features/admin-trips/lib/trip-format.js';

const column = listColumns<AdminTripRow>();
const shared = catalogueColumns<AdminTripRow>(adminPaths.trip);

/** The trips list's columns; the name opens the editor. */
export const tripColumns = [
  shared.name,
  column.accessor('trip_type', { header: 'Type' }),
  column.accessor('destinations', {
    header: 'Destinations',
    meta: { card: 'line' },
    cell: (info) => <span className="line-clamp-2 md:max-w-72">{info.getValue().join(', ') || '—'}</span>,
  }),
  column.accessor('base_price', {
    header: 'From',
    cell: (info) => <span className="whitespace-nowrap tabular-nums">{tripMoney(info.getValue())}</span>,
  }),
  shared.status,
  shared.updated,
];
