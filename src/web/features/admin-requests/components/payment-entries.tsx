import { useMemo, useState } from 'react';
import type { PaymentEntry } from '#domain/api/quotes.js';
import { DataTable } from '#web/admin-kit/table/data-table.js';
import { paymentEntryColumns } from './payment-entry-columns.js';
import { VoidPaymentDialog } from './void-payment-dialog.js';

/** The request's ledger, oldest first; an owner may void a counted entry (asked for the reason first). */
export function PaymentEntries({ entries, owner }: { entries: PaymentEntry[]; owner: boolean }) {
  const [voiding, setVoiding] = useState<PaymentEntry | null>(null);
  const columns = useMemo(() => paymentEntryColumns(owner ? setVoiding : undefined), [owner]);
  if (entries.length === 0) return <p className="text-ink/70">No money recorded yet.</p>;
  return (
    <>
      <DataTable
        caption="Payments and refunds"
        columns={columns}
        rows={entries}
        rowId={(entry) => entry.uuid}
        total={entries.length}
        rowTone={(entry) => (entry.voided_at ? 'muted' : undefined)}
      />
      {owner && <VoidPaymentDialog entry={voiding} onClose={() => setVoiding(null)} />}
    </>
  );
}
