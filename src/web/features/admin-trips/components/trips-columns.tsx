import { Link } from 'react-router';
import type { AdminTripRow } from '#domain/api/admin-catalogue.js';
import { adminPaths } from '#web/admin-kit/admin-paths.js';
import { listColumns } from '#web/admin-kit/table/list-columns.js';
import { CatalogueStatusBadge } from '#web/features/admin-catalogue/components/catalogue-status-badge.js';
import { catalogueDay } from '#web/features/admin-catalogue/lib/catalogue-format.js';
import { tripMoney } from '#web/features/admin-trips/lib/trip-format.js';

const column = listColumns<AdminTripRow>();

/** The trips list's columns; the name opens the editor. */
export const tripColumns = column.columns([
  column.accessor('name', {
    header: 'Name',
    meta: { card: 'title' },
    cell: (info) => (
      <Link
        to={adminPaths.trip(info.row.original.uuid)}
        className="font-semibold text-ink underline-offset-4 hover:underline"
      >
        {info.getValue()}
      </Link>
    ),
  }),
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
  column.accessor('status', {
    header: 'Status',
    meta: { card: 'badge' },
    cell: (info) => <CatalogueStatusBadge status={info.getValue()} />,
  }),
  column.accessor('updated_at', {
    header: 'Updated',
    sortDescFirst: true,
    cell: (info) => <span className="whitespace-nowrap">{catalogueDay(info.getValue())}</span>,
  }),
]);
