import { useState } from 'react';
import type { DeskRequest } from '#domain/api/requests-desk.js';
import { canQuote, STAFF_STATUS_LABELS } from '#domain/requests/request-status.js';
import { Button } from '#web/components/ui/button.js';
import { cn } from '#web/lib/cn.js';
import { QuoteBuilder } from './quote-builder.js';
import { QuoteVersions } from './quote-versions.js';

/** The request page's quotes: a new version written here (while the status allows), and every version sent. */
export function QuoteSection({ request, className }: { request: DeskRequest; className?: string }) {
  const [writing, setWriting] = useState(false);
  // A new start (after someone else's quote) is a new builder, from the request as it is now.
  const [start, setStart] = useState(0);
  const latest = request.quotes[0];
  const next = (latest?.number ?? 0) + 1;
  const quotable = canQuote(request.status);
  return (
    <section
      aria-labelledby="quotes-title"
      className={cn('space-y-3 rounded-xl bg-white p-4 ring-1 ring-ink/10', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="quotes-title" className="font-display text-base font-semibold">
          Quotes
        </h2>
        {quotable && !writing && (
          <Button size="sm" onClick={() => setWriting(true)}>
            {latest ? `Write quote v${next} from v${latest.number}` : 'Write a quote'}
          </Button>
        )}
      </div>
      {!quotable && (
        <p className="text-ink/70">
          No new quote: this request is {STAFF_STATUS_LABELS[request.status].toLowerCase()}. A quote can be sent while a
          request is new, in progress or quoted.
        </p>
      )}
      {quotable && writing && (
        <QuoteBuilder
          key={start}
          request={request}
          onClose={() => setWriting(false)}
          onRestart={() => setStart((n) => n + 1)}
        />
      )}
      <QuoteVersions quotes={request.quotes} sentIn={request.sent_in} />
    </section>
  );
}
