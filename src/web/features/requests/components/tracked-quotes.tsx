import type { QuoteAnswer } from '#domain/api/quotes.js';
import type { TrackedRequest } from '#web/features/requests/api/get-tracked-request.js';
import { QUOTE_CLOSED_NOTES, QUOTE_STATUSES } from '#web/features/requests/lib/quote-words.js';
import { sentMoney } from '#web/features/requests/lib/sent-money.js';
import { useT } from '#web/i18n/i18n.js';
import { useLocale } from '#web/lib/locale.js';
import { AcceptQuoteForm } from './accept-quote-form.js';
import { AskForChangesForm } from './ask-for-changes-form.js';
import { QuoteDocument } from './quote-document.js';
import { formatDay } from './request-lines.js';
import type { TrackedAccess } from './tracked-access.js';

/** Why the newest quote offers no Accept: accepted, changes asked, replaced or expired. A status: it is announced. */
function ClosedNote({ quote }: { quote: QuoteAnswer }) {
  const t = useT();
  const locale = useLocale();
  if (quote.status === 'sent') return null;
  const tone = quote.status === 'accepted' ? 'border-acacia/30 bg-acacia/10' : 'border-ink/15 bg-sand/60';
  return (
    <p role="status" className={`mt-6 rounded-xl border p-4 text-sm font-medium text-ink/85 ${tone}`}>
      {t(QUOTE_CLOSED_NOTES[quote.status], { date: formatDay(quote.valid_until, locale) ?? quote.valid_until })}
    </p>
  );
}

/** The versions before the newest, one line each: number, state, total. */
function OlderQuotes({ quotes, sentIn }: { quotes: readonly QuoteAnswer[]; sentIn: TrackedRequest['sent_in'] }) {
  const t = useT();
  const money = sentMoney(sentIn, useLocale());
  return (
    <div className="mt-8 border-t border-ink/10 pt-5">
      <h3 className="text-sm font-semibold tracking-wider text-ink/65 uppercase">{t('Earlier quotes')}</h3>
      <ul className="mt-2 divide-y divide-ink/10 text-sm">
        {quotes.map((quote) => (
          <li key={quote.number} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
            <span>
              <span className="font-medium">{t('Quote {number}', { number: quote.number })}</span>
              <span className="text-ink/65"> · {t(QUOTE_STATUSES[quote.status])}</span>
            </span>
            <span>{money.due(quote.total)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The agency's quote on the tracking page: the newest version in full, with Accept and Ask for changes while it is
 * open (sent, within its validity, and the request waiting for the answer), else why not; the earlier ones below.
 */
export function TrackedQuotes({ request, access }: { request: TrackedRequest; access: TrackedAccess }) {
  const t = useT();
  const [newest, ...older] = request.quotes;
  if (!newest) return null;
  const open = newest.status === 'sent' && request.status === 'quoted';
  return (
    <section aria-labelledby="quote-section-heading" className="rounded-2xl bg-white p-5 shadow-sm sm:p-6">
      <h2 id="quote-section-heading" className="mb-4 font-display text-2xl font-semibold">
        {t('Your quote')}
      </h2>
      <QuoteDocument quote={newest} sentIn={request.sent_in} />
      {open ? (
        <div className="mt-6 space-y-5 border-t border-ink/10 pt-5">
          <AcceptQuoteForm access={access} number={newest.number} />
          <AskForChangesForm access={access} number={newest.number} />
        </div>
      ) : (
        <ClosedNote quote={newest} />
      )}
      {older.length > 0 && <OlderQuotes quotes={older} sentIn={request.sent_in} />}
    </section>
  );
}
