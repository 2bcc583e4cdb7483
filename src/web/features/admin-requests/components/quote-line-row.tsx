import { useWatch } from 'react-hook-form';
import { QUOTE_LINE_KINDS } from '#domain/quotes/quote-money.js';
import type { SelectOption } from '#web/components/ui/select.js';
import { FieldError } from '#web/components/ui/field.js';
import { cn } from '#web/lib/cn.js';
import { CountField, MoneyField, SelectField, TextField } from '#web/admin-kit/form/fields.js';
import { MoveButtons } from '#web/features/admin-catalogue/components/move-buttons.js';
import { useQuoteForm } from '#web/features/admin-requests/hooks/use-quote-form.js';
import { deskMoney } from '#web/features/admin-requests/lib/desk-format.js';
import { draftTotals } from '#web/features/admin-requests/lib/quote-body.js';
import { isCatalogueTrip } from '#web/features/admin-requests/lib/quote-draft.js';
import { QUOTE_KIND_LABELS } from '#web/features/admin-requests/lib/quote-words.js';
import { QuoteTripFields, type TripChoice } from './quote-trip-fields.js';

const KINDS = QUOTE_LINE_KINDS.map((kind) => ({ id: kind, name: QUOTE_KIND_LABELS[kind] }));

/** A finger's target on a phone or a touch screen (the `touch-target` variant in admin.css). */
const ROW_BUTTON = 'touch-target:h-11 touch-target:min-w-11';

interface QuoteLineRowProps {
  index: number;
  count: number;
  trips: TripChoice;
  classes: readonly SelectOption[];
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/** Two ways to price a trip line: the server's budget table, or the agent's own price per person. */
function PricedBy({ index }: { index: number }) {
  const form = useQuoteForm();
  const pricedBy = useWatch({ control: form.control, name: `lines.${index}.priced_by` });
  const choose = (value: 'catalogue' | 'agent') =>
    form.setValue(`lines.${index}.priced_by`, value, { shouldDirty: true });
  const option = (value: 'catalogue' | 'agent', words: string) => (
    <button
      type="button"
      aria-pressed={pricedBy === value}
      onClick={() => choose(value)}
      className={cn(
        'rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-ink/20 touch-target:min-h-11',
        pricedBy === value ? 'bg-ink text-white' : 'bg-white text-ink hover:bg-sand',
      )}
    >
      {words}
    </button>
  );
  return (
    <div role="group" aria-label={`How line ${index + 1} is priced`} className="flex flex-wrap gap-2">
      {option('catalogue', 'From the catalogue')}
      {option('agent', 'My own price')}
    </div>
  );
}

/** One line of the quote: what it is, and its quantity and price (or the trip the server prices). */
export function QuoteLineRow({ index, count, trips, classes, onMove, onRemove }: QuoteLineRowProps) {
  const form = useQuoteForm();
  const line = useWatch({ control: form.control, name: `lines.${index}` });
  // USD, its unit price times its quantity (quote-money.ts); null while the server prices it or it is incomplete.
  const [amount = null] = draftTotals([line]).amounts;
  const errors = form.formState.errors.lines?.[index];
  const name = `lines.${index}` as const;
  const byServer = isCatalogueTrip(line);
  const discount = line.kind === 'discount';
  return (
    <li aria-label={`Line ${index + 1}`} className="space-y-2 rounded-xl border border-ink/10 bg-white p-3">
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-[11rem_minmax(0,1fr)]">
        <SelectField label="Kind" field={form.register(`${name}.kind`)} options={KINDS} error={errors?.kind?.message} />
        <TextField
          label="Description"
          optional={byServer}
          hint={byServer ? 'Left blank, the server names it: trip, class and season.' : undefined}
          field={form.register(`${name}.description`)}
          error={errors?.description?.message}
        />
      </div>
      {line.kind === 'trip' && <PricedBy index={index} />}
      {byServer ? (
        <QuoteTripFields index={index} trips={trips} classes={classes} />
      ) : (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-[8rem_11rem_minmax(0,1fr)]">
          <CountField
            label={line.kind === 'trip' ? 'Guests' : 'Quantity'}
            max={999}
            field={form.register(`${name}.quantity`)}
            error={errors?.quantity?.message}
          />
          <MoneyField
            label={discount ? 'Takes off (USD)' : line.kind === 'trip' ? 'Per person (USD)' : 'Unit price (USD)'}
            hint={discount ? 'Written without a minus: it is taken off the total.' : undefined}
            field={form.register(`${name}.unit_price`)}
            error={errors?.unit_price?.message}
          />
          <p className="col-span-2 self-end pb-2 text-right text-sm sm:col-span-1">
            <span className="text-ink/65">Amount </span>
            <output className="font-semibold tabular-nums">{amount === null ? '—' : deskMoney(amount)}</output>
          </p>
        </div>
      )}
      {byServer && <p className="text-sm text-ink/70">Priced by the server when sent, from the trip’s budget table.</p>}
      <FieldError id={`quote-line-${index}-error`} message={errors?.message} />
      <div className="flex flex-wrap gap-1">
        <MoveButtons
          name={`line ${index + 1}`}
          index={index}
          count={count}
          className={ROW_BUTTON}
          onMove={onMove}
          onRemove={() => onRemove(index)}
        />
      </div>
    </li>
  );
}
