import { Link } from 'react-router';
import type { CatalogueStatus } from '#domain/schemas/admin-catalogue.js';
import { listColumns } from '#web/admin-kit/table/list-columns.js';
import { catalogueDay } from '#web/features/admin-catalogue/lib/catalogue-format.js';
import { CatalogueStatusBadge } from './catalogue-status-badge.js';

interface CatalogueRow {
  uuid: string;
  name: string;
  status: CatalogueStatus;
  updated_at: string;
}

/** The columns trips and destinations share: the name (opening the editor at `link`), the state, the last change. */
export function catalogueColumns<T extends CatalogueRow>(link: (uuid: string) => string) {
  const column = listColumns<T>();
  return {
    name: column.accessor((row) => row.name, {
      id: 'name',
      header: 'Name',
      meta: { card: 'title' },
      cell: (info) => (
        <Link to={link(info.row.original.uuid)} className="font-semibold text-ink underline-offset-4 hover:underline">
          {info.getValue()}
        </Link>
      ),
    }),
    status: column.accessor((row) => row.status, {
      id: 'status',
      header: 'Status',
      meta: { card: 'badge' },
      cell: (info) => <CatalogueStatusBadge status={info.getValue()} />,
    }),
    updated: column.accessor((row) => row.updated_at, {
      id: 'updated_at',
      header: 'Updated',
      sortDescFirst: true,
      cell: (info) => <span className="whitespace-nowrap">{catalogueDay(info.getValue())}</span>,
    }),
  };
}
