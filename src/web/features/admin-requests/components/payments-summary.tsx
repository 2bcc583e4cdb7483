import type { RequestPaymentsAnswer } from '#domain/api/quotes.js';
import { deskDate, deskMoney } from '#web/features/admin-requests/lib/desk-format.js';
import { INSTALMENT_KIND_LABELS } from '#web/features/admin-requests/lib/payment-labels.js';
import { InstalmentStatusBadge } from './instalment-status-badge.js';

/** A confirmed request's money in USD: total, paid and what is left, then each instalment with its due date and state. */
export function PaymentsSummary({ payments }: { payments: RequestPaymentsAnswer }) {
  const figures = [
    { label: 'Total', value: payments.total },
    { label: 'Paid', value: payments.paid },
    { label: payments.balance < 0 ? 'Paid too much' : 'Balance', value: Math.abs(payments.balance) },
  ];
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-3 gap-2">
        {figures.map(({ label, value }) => (
          <div key={label} className="rounded-lg bg-sand/60 p-2">
            <dt className="text-xs font-medium text-ink/65">{label}</dt>
            <dd className="font-display text-lg font-semibold tabular-nums">{deskMoney(value)}</dd>
          </div>
        ))}
      </dl>
      <ul aria-label="Instalments" className="divide-y divide-ink/10">
        {payments.schedule.map((instalment) => (
          <li key={instalment.kind} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
            <span className="min-w-24 font-semibold">{INSTALMENT_KIND_LABELS[instalment.kind]}</span>
            <span className="tabular-nums">{deskMoney(instalment.amount)}</span>
            <span className="text-ink/70">
              {instalment.due_date ? `due ${deskDate(instalment.due_date)}` : 'due once the travel date is set'}
            </span>
            <span className="ml-auto flex items-center gap-2">
              {instalment.status !== 'paid' && instalment.outstanding !== instalment.amount && (
                <span className="text-xs text-ink/70 tabular-nums">{deskMoney(instalment.outstanding)} to pay</span>
              )}
              <InstalmentStatusBadge status={instalment.status} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
