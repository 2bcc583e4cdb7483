import { Plus } from 'lucide-react';
import { QUOTE_LINE_KINDS, type QuoteLineKind } from '#domain/quotes/quote-money.js';
import { Button } from '#web/components/ui/button.js';
import { FieldError } from '#web/components/ui/field.js';
import type { SelectOption } from '#web/components/ui/select.js';
import { useDraftList } from '#web/features/admin-requests/hooks/use-draft-list.js';
import { useQuoteForm } from '#web/features/admin-requests/hooks/use-quote-form.js';
import { blankLine } from '#web/features/admin-requests/lib/quote-draft.js';
import { QUOTE_KIND_LABELS } from '#web/features/admin-requests/lib/quote-words.js';
import { QuoteLineRow } from './quote-line-row.js';
import type { TripChoice } from './quote-trip-fields.js';

/** A new line of a kind: a trip is priced from the catalogue unless the agent switches it to their own price. */
const newLine = (kind: QuoteLineKind) => blankLine({ kind, priced_by: kind === 'trip' ? 'catalogue' : 'agent' });

/** The quote's lines: one button per kind adds one, each line moves up or down or goes. */
export function QuoteLines({ trips, classes }: { trips: TripChoice; classes: readonly SelectOption[] }) {
  const form = useQuoteForm();
  const lines = useDraftList(form, 'lines');
  const listError = form.formState.errors.lines;
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 font-display text-base font-semibold">Lines</legend>
      {lines.items.length === 0 && <p className="text-ink/70">No lines yet.</p>}
      <ol aria-label="Quote lines" className="space-y-2">
        {lines.keys.map((key, index) => (
          <QuoteLineRow
            key={key}
            index={index}
            count={lines.items.length}
            trips={trips}
            classes={classes}
            onMove={lines.move}
            onRemove={lines.remove}
          />
        ))}
      </ol>
      <FieldError id="quote-lines-error" message={listError?.message ?? listError?.root?.message} />
      <div role="group" aria-label="Add a line" className="flex flex-wrap gap-2">
        {QUOTE_LINE_KINDS.map((kind) => (
          <Button
            key={kind}
            type="button"
            size="sm"
            variant="outline"
            className="touch-target:h-11"
            onClick={() => lines.append(newLine(kind))}
          >
            <Plus aria-hidden="true" className="size-4" />
            <span className="sr-only">Add line: </span>
            {QUOTE_KIND_LABELS[kind]}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}
