import { columnVisibilityFeature, createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { AdminTripRow } from '#domain/api/admin-catalogue.js';
import { adminPaths } from '#web/admin-kit/admin-paths.js';
import { CatalogueStatusBadge } from '#web/features/admin-catalogue/components/catalogue-status-badge.js';
import { catalogueDay } from '#web/features/admin-catalogue/lib/catalogue-format.js';
import { tripMoney } from '#web/features/admin-trips/lib/trip-format.js';
import { TableGrid } from '#web/admin-kit/components/table-grid.js';

// Filtering and paging are the server's: the table only lays the rows out.
const features = tableFeatures({ columnVisibilityFeature });
const column = createColumnHelper<typeof features, AdminTripRow>();

const columns = column.columns([
  column.accessor('name', {
    header: 'Name',
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
    cell: (info) => <span className="line-clamp-2 max-w-72">{info.getValue().join(', ') || '—'}</span>,
  }),
  column.accessor('base_price', {
    header: 'From',
    cell: (info) => <span className="whitespace-nowrap tabular-nums">{tripMoney(info.getValue())}</span>,
  }),
  column.accessor('status', { header: 'Status', cell: (info) => <CatalogueStatusBadge status={info.getValue()} /> }),
  column.accessor('updated_at', {
    header: 'Updated',
    cell: (info) => <span className="whitespace-nowrap">{catalogueDay(info.getValue())}</span>,
  }),
]);

/** The trips as a table on wide screens and as cards on a phone (the same rows, each a link). */
export function TripsTable({ rows, total }: { rows: AdminTripRow[]; total: number }) {
  const table = useTable({ features, columns, data: rows, getRowId: (row) => row.uuid });
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl bg-white ring-1 ring-ink/10 md:block">
        <TableGrid
          table={table}
          caption={`Trips, ${total} in all.`}
          rowClassName="h-10 hover:bg-sand"
          cellClassName="py-1.5 align-middle"
        />
      </div>
      <ul aria-label="Trips" className="space-y-2 md:hidden">
        {rows.map((row) => (
          <li key={row.uuid} className="rounded-xl bg-white p-3 ring-1 ring-ink/10">
            <div className="flex items-center justify-between gap-2">
              <Link to={adminPaths.trip(row.uuid)} className="truncate font-semibold text-ink">
                {row.name}
              </Link>
              <CatalogueStatusBadge status={row.status} />
            </div>
            <p className="truncate text-ink/70">{row.destinations.join(', ') || '—'}</p>
            <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-ink/65">
              <span>{row.trip_type}</span>
              <span>From {tripMoney(row.base_price)}</span>
              <span>Updated {catalogueDay(row.updated_at)}</span>
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
