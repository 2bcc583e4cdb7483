import type { DeskRequest } from '#domain/api/requests-desk.js';
import { STATUSES_WITH_MONEY } from '#domain/payments/ledger.js';
import { PaymentEntries } from './payment-entries.js';
import { PaymentsSummary } from './payments-summary.js';
import { RecordPaymentForm } from './record-payment-form.js';

/**
 * The request's money (docs/decisions/033-quotes-and-the-payments-ledger.md): the schedule and what was paid, the
 * ledger (owners may void an entry), and the form to record money, offered once the request is confirmed.
 */
export function RequestPayments({ request, owner }: { request: DeskRequest; owner: boolean }) {
  const { payments } = request;
  if (!STATUSES_WITH_MONEY.includes(request.status)) {
    return <p className="text-ink/70">Payments open once the request is confirmed.</p>;
  }
  return (
    <div className="space-y-4">
      {payments ? (
        <>
          <PaymentsSummary payments={payments} />
          <PaymentEntries entries={payments.entries} owner={owner} />
        </>
      ) : (
        <p className="text-ink/70">This request has no price to schedule; money can still be recorded.</p>
      )}
      <div className="space-y-2 border-t border-ink/10 pt-3">
        <h3 className="font-semibold">Record a payment or a refund</h3>
        <RecordPaymentForm uuid={request.uuid} />
      </div>
    </div>
  );
}
