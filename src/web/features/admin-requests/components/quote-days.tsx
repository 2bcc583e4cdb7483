import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.js';
import { FormAlert } from '#web/components/ui/form-alert.js';
import { ConfirmDialog } from '#web/admin-kit/components/confirm-dialog.js';
import { TextAreaField, TextField } from '#web/admin-kit/form/fields.js';
import { MoveButtons } from '#web/features/admin-catalogue/components/move-buttons.js';
import { fetchCatalogueTrip } from '#web/features/admin-requests/api/get-quote-trips.js';
import { useDraftList } from '#web/features/admin-requests/hooks/use-draft-list.js';
import { useQuoteForm } from '#web/features/admin-requests/hooks/use-quote-form.js';
import { blankDay, daysOf, type QuoteDayDraft } from '#web/features/admin-requests/lib/quote-draft.js';

const dayCount = (count: number) => (count === 1 ? '1 day' : `${count} days`);

const DAY_BUTTON = 'touch-target:h-11 touch-target:min-w-11 touch-target:px-4';

/** A catalogue trip the quote names, whose days can replace the itinerary's. */
export interface DaysSource {
  uuid: string;
  name: string;
}

/** The quote's itinerary, day by day: title and what happens, numbered by their order; or a trip's own days. */
export function QuoteDays({ sources }: { sources: readonly DaysSource[] }) {
  const form = useQuoteForm();
  const days = useDraftList(form, 'itinerary');
  const client = useQueryClient();
  const [replacing, setReplacing] = useState<{ name: string; days: QuoteDayDraft[] } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const errors = form.formState.errors.itinerary;

  const takeDaysOf = async (source: DaysSource) => {
    setFailed(null);
    try {
      const next = daysOf([await fetchCatalogueTrip(client, source.uuid)]);
      // Days written already go only when the agent says so.
      if (days.items.length === 0) days.replace(next);
      else setReplacing({ name: source.name, days: next });
    } catch {
      setFailed(`The days of ${source.name} could not be loaded.`);
    }
  };

  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 font-display text-base font-semibold">Itinerary</legend>
      <FormAlert tone="error" messages={failed ? [failed] : []} />
      {days.items.length === 0 && <p className="text-ink/70">No days: the quote goes without an itinerary.</p>}
      <ol aria-label="Itinerary days" className="space-y-2">
        {days.keys.map((key, index) => (
          <li
            key={key}
            aria-label={`Day ${index + 1}`}
            className="space-y-2 rounded-xl border border-ink/10 bg-white p-3"
          >
            <p className="text-sm font-semibold">Day {index + 1}</p>
            <TextField
              label="Title"
              field={form.register(`itinerary.${index}.title`)}
              error={errors?.[index]?.title?.message}
            />
            <TextAreaField
              label="What happens"
              optional
              field={form.register(`itinerary.${index}.description`)}
              error={errors?.[index]?.description?.message}
            />
            <div className="flex flex-wrap gap-1 touch-target:gap-2">
              <MoveButtons
                worded
                name={`day ${index + 1}`}
                index={index}
                count={days.items.length}
                className={DAY_BUTTON}
                onMove={days.move}
                onRemove={() => days.remove(index)}
              />
            </div>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          variant="outline"
          className={DAY_BUTTON}
          onClick={() => days.append(blankDay())}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add a day
        </Button>
        {sources.map((source) => (
          <Button
            key={source.uuid}
            type="button"
            size="sm"
            variant="ghost"
            className={DAY_BUTTON}
            onClick={() => void takeDaysOf(source)}
          >
            Use the days of {source.name}
          </Button>
        ))}
      </div>
      <ConfirmDialog
        open={replacing !== null}
        message={`Replace the ${dayCount(days.items.length)} here with the ${dayCount(replacing?.days.length ?? 0)} of ${replacing?.name ?? ''}?`}
        confirmLabel="Replace the days"
        cancelLabel="Keep these days"
        onConfirm={() => {
          if (replacing) days.replace(replacing.days);
          setReplacing(null);
        }}
        onCancel={() => setReplacing(null)}
      />
    </fieldset>
  );
}
