import type { PayTo, RequestPaymentsAnswer } from '#domain/api/quotes.js';
import type { SentIn } from '#domain/api/requests-desk.js';
import { INSTALMENT_KINDS, INSTALMENT_STATES, PAYMENT_METHODS } from '#web/features/requests/lib/quote-words.js';
import { sentMoney } from '#web/features/requests/lib/sent-money.js';
import { useT } from '#web/i18n/i18n.js';
import { cn } from '#web/lib/cn.js';
import { useLocale } from '#web/lib/locale.js';
import { formatDay } from './request-lines.js';

const STATE_TONES = {
  paid: 'bg-acacia/15 text-acacia',
  overdue: 'bg-coral-dark text-white',
  due: 'bg-gold/15 text-gold-dark',
} as const;

const subheading = 'mt-6 mb-2 text-sm font-semibold tracking-wider text-ink/65 uppercase';

/** The bank the tourist pays into, with the reference to quote: the same details the confirmation PDF prints. */
function BankDetails({ payTo }: { payTo: PayTo }) {
  const t = useT();
  const rows = [
    [t('Account name'), payTo.account_name],
    [t('Bank'), payTo.bank_name],
    [t('Account number'), payTo.account_number],
    ['SWIFT / BIC', payTo.swift],
    [t('Branch'), payTo.branch],
  ] as const;
  return (
    <div>
      <h3 className={subheading}>{t('Bank details')}</h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-ink/65">{label}</dt>
            <dd className="font-medium break-words">{value}</dd>
          </div>
        ))}
        <dt className="text-ink/65">{t('Payment reference')}</dt>
        <dd className="font-semibold text-gold-dark" data-testid="payment-reference">
          {payTo.reference}
        </dd>
      </dl>
      <p className="mt-3 text-sm text-ink/70">
        {t('Please quote {reference} with every payment, so we can match it to your booking.', {
          reference: payTo.reference,
        })}
      </p>
    </div>
  );
}

/**
 * What to pay once the request is confirmed: each instalment with its amount (in the currency the request was sent
 * in, beside the USD it is paid in), due date and state; what was paid and what is left; the payments received
 * (never who recorded them); and where to pay.
 */
export function PaymentsPanel({
  payments,
  payTo,
  sentIn,
}: {
  payments: RequestPaymentsAnswer;
  payTo: PayTo | null;
  sentIn: SentIn;
}) {
  const t = useT();
  const locale = useLocale();
  const money = sentMoney(sentIn, locale);
  const entries = payments.entries.filter((entry) => entry.voided_at === null);
  return (
    <section aria-labelledby="payments-heading" className="rounded-2xl bg-white p-5 shadow-sm sm:p-6">
      <h2 id="payments-heading" className="mb-4 font-display text-2xl font-semibold">
        {t('What to pay')}
      </h2>
      <ul className="divide-y divide-ink/10">
        {payments.schedule.map((instalment) => {
          const { label, percent } = INSTALMENT_KINDS[instalment.kind];
          const due = formatDay(instalment.due_date, locale);
          return (
            <li key={instalment.kind} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3">
              <div className="min-w-0">
                <p className="font-semibold">{t(label, { percent })}</p>
                <p className="text-sm text-ink/70">
                  {due ? t('Due by {date}', { date: due }) : t('Due date to be agreed with your travel dates')}
                </p>
              </div>
              <div className="text-right">
                <p className="font-medium">{money.due(instalment.amount)}</p>
                <span
                  className={cn(
                    'mt-1 inline-block rounded-full px-2 py-0.5 text-xs font-semibold',
                    STATE_TONES[instalment.status],
                  )}
                >
                  {t(INSTALMENT_STATES[instalment.status])}
                </span>
              </div>
            </li>
          );
        })}
      </ul>
      <dl className="mt-4 grid grid-cols-3 gap-3 rounded-xl bg-sand/60 p-4 text-sm">
        <div>
          <dt className="text-ink/65">{t('Total')}</dt>
          <dd className="font-semibold">{money.due(payments.total)}</dd>
        </div>
        <div>
          <dt className="text-ink/65">{t('Paid so far')}</dt>
          <dd className="font-semibold" data-testid="paid-so-far">
            {money.due(payments.paid)}
          </dd>
        </div>
        <div>
          <dt className="text-ink/65">{t('Left to pay')}</dt>
          <dd className="font-semibold" data-testid="balance">
            {money.due(payments.balance)}
          </dd>
        </div>
      </dl>
      {payments.total > 0 && payments.balance <= 0 && (
        <p className="mt-3 font-semibold text-acacia" data-testid="paid-in-full">
          {t('Paid in full')}
        </p>
      )}

      {entries.length > 0 && (
        <div>
          <h3 className={subheading}>{t('Payments received')}</h3>
          <ul className="divide-y divide-ink/10 text-sm">
            {entries.map((entry) => (
              <li key={entry.uuid} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
                <span>
                  {formatDay(entry.received_on, locale)} · {t(PAYMENT_METHODS[entry.method])}
                  {entry.kind === 'refund' && <span className="text-ink/65"> · {t('Refund')}</span>}
                </span>
                <span className="font-medium">
                  {entry.kind === 'refund' ? '−' : ''}
                  {money.received(entry.amount, entry.currency)}
                  {entry.currency !== 'USD' && <span className="text-ink/65"> · {money.usd(entry.amount_usd)}</span>}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}

      {payTo && payments.balance > 0 && <BankDetails payTo={payTo} />}
    </section>
  );
}
