import { useWatch } from 'react-hook-form';
import type { SentIn } from '#domain/api/requests-desk.js';
import { useQuoteForm } from '#web/features/admin-requests/hooks/use-quote-form.js';
import { deskMoney } from '#web/features/admin-requests/lib/desk-format.js';
import { draftTotals } from '#web/features/admin-requests/lib/quote-body.js';
import { inSentCurrency } from '#web/features/admin-requests/lib/quote-words.js';

/** '+ 1 trip line priced by the server': what the total does not hold yet. */
export const serverPricedWords = (count: number) =>
  count === 0 ? '' : ` + ${count === 1 ? '1 trip line' : `${count} trip lines`} priced by the server`;

/** The total as the lines stand (quote-money.ts), in USD and as the tourist will read it. */
export function QuoteTotal({ sentIn }: { sentIn: SentIn }) {
  const form = useQuoteForm();
  const lines = useWatch({ control: form.control, name: 'lines' });
  const { total, serverPriced } = draftTotals(lines);
  const shown = inSentCurrency(total, sentIn);
  return (
    <dl
      aria-label="Quote total"
      className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl bg-sand p-3 text-sm sm:text-base"
    >
      <dt className="font-semibold">Total (USD)</dt>
      <dd className="text-right font-semibold tabular-nums">
        {deskMoney(total)}
        {serverPriced > 0 && <span className="font-normal text-ink/70">{serverPricedWords(serverPriced)}</span>}
      </dd>
      {shown && (
        <>
          <dt className="text-ink/70">The tourist reads ({sentIn.currency})</dt>
          <dd className="text-right tabular-nums">
            {shown}
            {serverPriced > 0 && <span className="text-ink/70"> + the trip</span>}
            <span className="block text-xs text-ink/65">
              at 1 USD = {sentIn.exchange_rate} {sentIn.currency}, the rate when the request was sent
            </span>
          </dd>
        </>
      )}
    </dl>
  );
}
