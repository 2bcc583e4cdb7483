import type { QuoteAnswer } from '#domain/api/quotes.js';
import type { SentIn } from '#domain/api/requests-desk.js';
import { QuoteVersion } from './quote-version.js';

/**
 * Every quote sent, newest first, each with what it changed from the one before; side by side on a wide screen
 * (the newest beside the one it replaced), one under the other on a phone.
 */
export function QuoteVersions({ quotes, sentIn }: { quotes: readonly QuoteAnswer[]; sentIn: SentIn }) {
  if (quotes.length === 0) return <p className="text-ink/70">No quote sent yet.</p>;
  return (
    <ol aria-label="Quote versions" className="grid grid-cols-1 gap-3 xl:grid-cols-2">
      {quotes.map((quote, index) => (
        <li key={quote.uuid} className="min-w-0">
          <QuoteVersion quote={quote} previous={quotes[index + 1]} sentIn={sentIn} open={index === 0} />
        </li>
      ))}
    </ol>
  );
}
