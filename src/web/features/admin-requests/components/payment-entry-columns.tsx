import type { PaymentEntry } from '#domain/api/quotes.js';
import { Button } from '#web/components/ui/button.js';
import { listColumns, type ListColumn } from '#web/admin-kit/table/list-columns.js';
import { deskDate, deskMoney } from '#web/features/admin-requests/lib/desk-format.js';
import { ENTRY_KIND_LABELS, PAYMENT_METHOD_LABELS } from '#web/features/admin-requests/lib/payment-labels.js';

const column = listColumns<PaymentEntry>();

/** A voided entry's figures stay readable, struck through: it no longer counts. */
const Figure = ({ entry, text }: { entry: PaymentEntry; text: string }) =>
  entry.voided_at ? <s className="text-ink/60 tabular-nums">{text}</s> : <span className="tabular-nums">{text}</span>;

/**
 * The ledger's columns: when the money came, what and how, the amount in its currency and in USD, the reference and
 * who recorded it; a voided entry says why. `onVoid` (owners only) adds a Void button to each counted entry.
 */
export function paymentEntryColumns(onVoid?: (entry: PaymentEntry) => void): ListColumn<PaymentEntry>[] {
  const columns = column.columns([
    column.accessor('received_on', {
      header: 'Received',
      meta: { card: 'title' },
      cell: (info) => <span className="whitespace-nowrap">{deskDate(info.getValue())}</span>,
    }),
    column.accessor('kind', {
      header: 'Kind',
      meta: { card: 'badge' },
      cell: (info) => (
        <span className="flex flex-wrap items-center gap-1 whitespace-nowrap">
          {ENTRY_KIND_LABELS[info.getValue()]}
          {info.row.original.voided_at && (
            <span className="rounded-full bg-ink/10 px-2 py-0.5 text-xs font-semibold">Voided</span>
          )}
        </span>
      ),
    }),
    column.accessor('method', { header: 'Method', cell: (info) => PAYMENT_METHOD_LABELS[info.getValue()] }),
    column.accessor('amount', {
      header: 'Amount',
      cell: (info) => (
        <Figure entry={info.row.original} text={deskMoney(info.getValue(), info.row.original.currency)} />
      ),
    }),
    column.accessor('amount_usd', {
      header: 'In USD',
      cell: (info) => <Figure entry={info.row.original} text={deskMoney(info.getValue())} />,
    }),
    column.accessor('reference', {
      header: 'Reference',
      meta: { card: 'line' },
      cell: (info) => (
        <span className="block md:max-w-56">
          <span className="block font-mono break-all">{info.getValue()}</span>
          {info.row.original.voided_at && (
            <span className="block text-xs text-ink/70">
              Voided: {info.row.original.void_reason ?? 'no reason given'}
            </span>
          )}
        </span>
      ),
    }),
    column.accessor('recorded_by', { header: 'Recorded by', cell: (info) => info.getValue() ?? '—' }),
  ]);
  if (!onVoid) return columns;
  return [
    ...columns,
    column.display({
      id: 'void',
      header: 'Void',
      meta: { card: 'actions' },
      cell: (info) =>
        info.row.original.voided_at ? null : (
          <Button type="button" size="sm" variant="outline" onClick={() => onVoid(info.row.original)}>
            Void<span className="sr-only"> entry {info.row.original.number}</span>
          </Button>
        ),
    }),
  ];
}
