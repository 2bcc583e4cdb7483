import type { QuoteAnswer } from '#domain/api/quotes.js';
import type { SentIn } from '#domain/api/requests-desk.js';
import { paths } from '#web/config/paths.js';
import { QUOTE_LINE_KINDS } from '#web/features/requests/lib/quote-words.js';
import { sentMoney } from '#web/features/requests/lib/sent-money.js';
import { useRich, useT } from '#web/i18n/i18n.js';
import { useLocale } from '#web/lib/locale.js';
import { AppLink } from '#web/lib/navigation.js';
import { formatDay } from './request-lines.js';

const subheading = 'mt-6 mb-2 text-sm font-semibold tracking-wider text-ink/65 uppercase';

/** A list the agency wrote ('What's included'); nothing when it is empty. */
function Listed({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h4 className={subheading}>{title}</h4>
      <ul className="list-disc space-y-1 pl-5 text-ink/85">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A quote as the tourist reads it, on a phone first: its number and validity, the agency's words, each priced line in
 * USD as the quote's PDF prints it, the total in the currency the request was sent in beside the USD (one figure
 * converted once, as the quote's e-mail and PDF give it: lines converted one by one would not add up to it), the days,
 * what is and is not included, and the terms it is accepted under.
 */
export function QuoteDocument({ quote, sentIn }: { quote: QuoteAnswer; sentIn: SentIn }) {
  const t = useT();
  const rich = useRich();
  const locale = useLocale();
  const money = sentMoney(sentIn, locale);
  const headingId = `quote-${quote.number}-heading`;
  return (
    <article aria-labelledby={headingId}>
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={headingId} className="font-display text-xl font-semibold">
          {t('Quote {number}', { number: quote.number })}
        </h3>
        <p className="text-sm text-ink/70">
          {t('Valid until {date}', { date: formatDay(quote.valid_until, locale) ?? quote.valid_until })}
        </p>
      </header>

      {quote.message && (
        <p className="mt-4 rounded-xl bg-sand/60 p-4 leading-relaxed break-words whitespace-pre-line text-ink/85">
          {quote.message}
        </p>
      )}

      <h4 className={subheading}>{t('Prices')}</h4>
      <ul className="divide-y divide-ink/10">
        {quote.lines.map((line, index) => (
          <li key={`${index}-${line.description}`} className="flex items-start justify-between gap-4 py-3">
            <div className="min-w-0">
              <p className="font-medium break-words text-ink">{line.description}</p>
              <p className="mt-0.5 text-sm text-ink/65">
                {t(QUOTE_LINE_KINDS[line.kind])} · {line.quantity} × {money.usd(line.unit_price)}
              </p>
            </div>
            <p className={line.amount < 0 ? 'shrink-0 text-right text-ocean-dark' : 'shrink-0 text-right text-ink'}>
              {money.usd(line.amount)}
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-2 flex flex-wrap items-baseline justify-between gap-x-4 border-t border-ink/20 pt-3">
        <span className="font-semibold">{t('Total')}</span>
        <span data-testid="quote-total" className="text-lg font-semibold text-acacia">
          {money.due(quote.total)}
        </span>
      </p>

      {quote.itinerary.length > 0 && (
        <div>
          <h4 className={subheading}>{t('Itinerary')}</h4>
          <ol className="space-y-3">
            {quote.itinerary.map((day) => (
              <li key={day.day_number}>
                <p className="font-semibold">{t('Day {day}: {title}', { day: day.day_number, title: day.title })}</p>
                {day.description && (
                  <p className="mt-0.5 text-sm leading-relaxed whitespace-pre-line text-ink/75">{day.description}</p>
                )}
              </li>
            ))}
          </ol>
        </div>
      )}
      <Listed title={t("What's included")} items={quote.includes} />
      <Listed title={t("What's not included")} items={quote.excludes} />

      <p className="mt-6 text-sm text-ink/70">
        {rich('Booked under our {terms}: a deposit on confirmation, the balance before you travel.', {
          terms: (
            <AppLink to={paths.terms.getHref()} className="font-medium text-gold-dark underline underline-offset-4">
              {t('terms and conditions')}
            </AppLink>
          ),
        })}
      </p>
    </article>
  );
}
