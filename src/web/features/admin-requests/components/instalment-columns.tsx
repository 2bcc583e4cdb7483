import type { InstalmentRow } from '#domain/api/quotes.js';
import { listColumns } from '#web/admin-kit/table/list-columns.js';
import { deskDate, deskMoney } from '#web/features/admin-requests/lib/desk-format.js';
import { INSTALMENT_KIND_LABELS } from '#web/features/admin-requests/lib/payment-labels.js';
import { InstalmentStatusBadge } from './instalment-status-badge.js';

const column = listColumns<InstalmentRow>();

/** The payments page's columns; on a phone's card: the request and the state on top, the customer, then the money. */
export const instalmentColumns = column.columns([
  column.accessor('reference', {
    header: 'Request',
    enableHiding: false,
    meta: { card: 'title' },
    cell: (info) => <span className="font-mono font-semibold whitespace-nowrap">{info.getValue()}</span>,
  }),
  column.accessor('status', {
    header: 'State',
    meta: { card: 'badge' },
    cell: (info) => <InstalmentStatusBadge status={info.getValue()} />,
  }),
  column.accessor('customer_name', {
    header: 'Customer',
    meta: { card: 'line' },
    cell: (info) => <span className="block truncate font-medium md:max-w-56">{info.getValue()}</span>,
  }),
  column.accessor('kind', { header: 'Instalment', cell: (info) => INSTALMENT_KIND_LABELS[info.getValue()] }),
  column.accessor('due_date', {
    header: 'Due',
    cell: (info) => <span className="whitespace-nowrap">{deskDate(info.getValue())}</span>,
  }),
  column.accessor('amount', {
    header: 'Amount (USD)',
    cell: (info) => <span className="whitespace-nowrap tabular-nums">{deskMoney(info.getValue())}</span>,
  }),
  column.accessor('outstanding', {
    header: 'To pay (USD)',
    cell: (info) => <span className="whitespace-nowrap tabular-nums">{deskMoney(info.getValue())}</span>,
  }),
]);
