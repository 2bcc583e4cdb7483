import { Link } from 'react-router';
import type { AdminDestinationRow } from '#domain/api/admin-catalogue.js';
import { adminPaths } from '#web/admin-kit/admin-paths.js';
import { listColumns } from '#web/admin-kit/table/list-columns.js';
import { CatalogueStatusBadge } from '#web/features/admin-catalogue/components/catalogue-status-badge.js';
import { catalogueDay } from '#web/features/admin-catalogue/lib/catalogue-format.js';

const column = listColumns<AdminDestinationRow>();

/** The destinations list's columns; the name opens the editor. */
export const destinationColumns = column.columns([
  column.accessor('name', {
    header: 'Name',
    meta: { card: 'title' },
    cell: (info) => (
      <Link
        to={adminPaths.destination(info.row.original.uuid)}
        className="font-semibold text-ink underline-offset-4 hover:underline"
      >
        {info.getValue()}
      </Link>
    ),
  }),
  column.accessor('location', { header: 'Location' }),
  column.accessor('region', { header: 'Region' }),
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
