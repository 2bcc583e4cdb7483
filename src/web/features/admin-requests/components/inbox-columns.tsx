import {
  columnFilteringFeature,
  columnVisibilityFeature,
  createColumnHelper,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/react-table';
import type { DeskRequestRow } from '#domain/api/requests-desk.js';
import { REQUEST_TYPE_LABELS, STAFF_STATUS_LABELS } from '#domain/requests/request-status.js';
import { RequestStatusBadge } from '#web/components/ui/request-status-badge.js';
import { deskDate, deskMoney, deskTime } from '#web/features/admin-requests/lib/desk-format.js';
import { OverdueBadge } from './overdue-badge.js';

// Sorting, filtering and paging are the server's (manual*): the table holds their state and the columns.
export const inboxFeatures = tableFeatures({
  columnFilteringFeature,
  rowSortingFeature,
  columnVisibilityFeature,
  rowPaginationFeature,
});

const column = createColumnHelper<typeof inboxFeatures, DeskRequestRow>();

/** The names the column menu shows. */
export const COLUMN_LABELS: Record<string, string> = {
  reference: 'Reference',
  type: 'Type',
  status: 'Status',
  customer: 'Customer',
  item_name: 'Trip or destination',
  start_date: 'Travel date',
  guests: 'Guests',
  total_price: 'Total',
  received_at: 'Received',
};

export const inboxColumns = column.columns([
  column.accessor('reference', {
    header: COLUMN_LABELS.reference,
    enableSorting: false,
    enableHiding: false,
    cell: (info) => <span className="font-mono font-semibold whitespace-nowrap">{info.getValue()}</span>,
  }),
  column.accessor('type', {
    header: COLUMN_LABELS.type,
    enableSorting: false,
    cell: (info) => REQUEST_TYPE_LABELS[info.getValue()],
  }),
  column.accessor('status', {
    header: COLUMN_LABELS.status,
    enableSorting: false,
    cell: (info) => (
      <span className="flex flex-wrap items-center gap-1">
        <RequestStatusBadge size="sm" status={info.getValue()} label={STAFF_STATUS_LABELS[info.getValue()]} />
        {info.row.original.overdue && <OverdueBadge receivedAt={info.row.original.received_at} />}
      </span>
    ),
  }),
  column.accessor((row) => row.customer.name, {
    id: 'customer',
    header: COLUMN_LABELS.customer,
    enableSorting: false,
    cell: (info) => (
      <span className="block max-w-56">
        <span className="block truncate font-medium">{info.getValue()}</span>
        <span className="block truncate text-xs text-ink/65">{info.row.original.customer.email}</span>
      </span>
    ),
  }),
  column.accessor('item_name', {
    header: COLUMN_LABELS.item_name,
    enableSorting: false,
    cell: (info) => <span className="line-clamp-2 max-w-64">{info.getValue()}</span>,
  }),
  column.accessor('start_date', {
    header: COLUMN_LABELS.start_date,
    cell: (info) => <span className="whitespace-nowrap">{deskDate(info.getValue())}</span>,
  }),
  column.accessor('guests', {
    header: COLUMN_LABELS.guests,
    enableSorting: false,
    cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
  }),
  column.accessor('total_price', {
    header: COLUMN_LABELS.total_price,
    enableSorting: false,
    cell: (info) => (
      <span className="whitespace-nowrap tabular-nums">{deskMoney(info.getValue(), info.row.original.currency)}</span>
    ),
  }),
  column.accessor('received_at', {
    header: COLUMN_LABELS.received_at,
    sortDescFirst: true,
    cell: (info) => <span className="whitespace-nowrap">{deskTime(info.getValue())}</span>,
  }),
]);
