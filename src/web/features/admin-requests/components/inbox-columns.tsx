import type { DeskRequestRow } from '#domain/api/requests-desk.js';
import { REQUEST_TYPE_LABELS, STAFF_STATUS_LABELS } from '#domain/requests/request-status.js';
import { RequestStatusBadge } from '#web/components/ui/request-status-badge.js';
import { listColumns } from '#web/admin-kit/table/list-columns.js';
import { deskDate, deskMoney, deskTime } from '#web/features/admin-requests/lib/desk-format.js';
import { OverdueBadge } from './overdue-badge.js';

const column = listColumns<DeskRequestRow>();

/** The inbox's columns; on a phone's card: reference and status on top, customer and item, then the rest. */
export const inboxColumns = column.columns([
  column.accessor('reference', {
    header: 'Reference',
    // The reference always shows: it is what a row is called.
    enableHiding: false,
    meta: { card: 'title' },
    cell: (info) => <span className="font-mono font-semibold whitespace-nowrap">{info.getValue()}</span>,
  }),
  column.accessor('type', { header: 'Type', cell: (info) => REQUEST_TYPE_LABELS[info.getValue()] }),
  column.accessor('status', {
    header: 'Status',
    meta: { card: 'badge' },
    cell: (info) => (
      <span className="flex flex-wrap items-center justify-end gap-1 md:justify-start">
        <RequestStatusBadge size="sm" status={info.getValue()} label={STAFF_STATUS_LABELS[info.getValue()]} />
        {info.row.original.overdue && <OverdueBadge receivedAt={info.row.original.received_at} />}
      </span>
    ),
  }),
  column.accessor((row) => row.customer.name, {
    id: 'customer',
    header: 'Customer',
    meta: { card: 'line' },
    cell: (info) => (
      <span className="block md:max-w-56">
        <span className="block truncate font-medium">{info.getValue()}</span>
        <span className="block truncate text-xs text-ink/65">{info.row.original.customer.email}</span>
      </span>
    ),
  }),
  column.accessor('item_name', {
    header: 'Trip or destination',
    meta: { card: 'line' },
    cell: (info) => <span className="line-clamp-2 md:max-w-64">{info.getValue()}</span>,
  }),
  column.accessor('start_date', {
    header: 'Travel date',
    cell: (info) => <span className="whitespace-nowrap">{deskDate(info.getValue())}</span>,
  }),
  column.accessor('guests', {
    header: 'Guests',
    cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
  }),
  column.accessor('total_price', {
    header: 'Total',
    cell: (info) => (
      <span className="whitespace-nowrap tabular-nums">{deskMoney(info.getValue(), info.row.original.currency)}</span>
    ),
  }),
  column.accessor('received_at', {
    header: 'Received',
    sortDescFirst: true,
    cell: (info) => <span className="whitespace-nowrap">{deskTime(info.getValue())}</span>,
  }),
]);
