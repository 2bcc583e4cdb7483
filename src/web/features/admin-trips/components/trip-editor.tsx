import { useState } from 'react';
import type { AdminTrip } from '#domain/api/admin-catalogue.js';
import { TripUpdateSchema } from '#domain/schemas/admin-catalogue.js';
import { Button } from '#web/components/ui/button.js';
import { FormAlert } from '#web/components/ui/form-alert.js';
import { Skeleton } from '#web/components/ui/skeleton.js';
import { failureMessage } from '#web/lib/form-errors.js';
import { notify } from '#web/lib/notify.js';
import { useZodForm } from '#web/lib/use-zod-form.js';
import { useTripOptions } from '#web/features/admin-trips/api/get-trip-options.js';
import { staleTrip, useSaveTrip } from '#web/features/admin-trips/api/save-trip.js';
import { TripFormContext } from '#web/features/admin-trips/hooks/use-trip-form.js';
import { showCatalogueErrors } from '#web/features/admin-catalogue/lib/server-errors.js';
import { changedFields, toFormValues } from '#web/features/admin-trips/lib/trip-form.js';
import { ConflictNotice } from '#web/features/admin-catalogue/components/conflict-notice.js';
import { UnsavedChangesGuard } from '#web/features/admin-catalogue/components/unsaved-changes-guard.js';
import { TripFormSections } from './trip-form-sections.js';
import { TripStatusBar } from './trip-status-bar.js';

/**
 * The whole trip in one form, saved whole with the version it started from. A stale save (409) shows
 * what the other person changed and lets the staff member keep theirs or take the other's.
 */
export function TripEditor({ trip }: { trip: AdminTrip }) {
  const [base, setBase] = useState(trip);
  // Bumped when the form takes another trip's values: the rich-text editors start again from them.
  const [generation, setGeneration] = useState(0);
  const [conflict, setConflict] = useState<AdminTrip | null>(null);
  const [problems, setProblems] = useState<{ title: string; messages: string[] } | null>(null);
  const form = useZodForm(TripUpdateSchema, toFormValues(trip), { mode: 'onTouched' });
  const save = useSaveTrip(trip.uuid);
  const options = useTripOptions();
  const dirty = form.formState.isDirty;

  const startFrom = (next: AdminTrip, redraw: boolean) => {
    setBase(next);
    setConflict(null);
    setProblems(null);
    form.reset(toFormValues(next));
    if (redraw) setGeneration((n) => n + 1);
  };
  const refused = (title: string) => (error: unknown) => {
    const messages = showCatalogueErrors(error, form.setError);
    setProblems(messages.length > 0 ? { title, messages } : null);
    return messages.length > 0;
  };
  const submit = form.handleSubmit((input) => {
    setProblems(null);
    // Day numbers are the order on screen.
    const body = { ...input, itinerary: input.itinerary.map((day, index) => ({ ...day, day: index + 1 })) };
    save.mutate(body, {
      onSuccess: (saved) => {
        startFrom(saved, false);
        notify.success('Trip saved.');
      },
      onError: (error) => {
        const current = staleTrip(error);
        if (current) setConflict(current);
        else if (!refused('Not saved yet')(error))
          setProblems({ title: 'Not saved yet', messages: [failureMessage(error, 'The trip could not be saved.')] });
      },
    });
  });
  const keepMine = () => {
    if (!conflict) return;
    // What the other person saved is now what this editor overwrites, knowingly.
    setBase(conflict);
    form.setValue('version', conflict.version);
    void submit();
  };

  return (
    <TripFormContext.Provider value={form}>
      <UnsavedChangesGuard when={dirty && !save.isPending} />
      <form noValidate onSubmit={submit} aria-label={`Edit ${base.name}`} className="space-y-4">
        <TripStatusBar
          trip={base}
          dirty={dirty}
          onChanged={(next) => startFrom(next, false)}
          onRefused={refused('Not published: this is missing')}
        />
        {conflict && (
          <ConflictNotice
            what="trip"
            fields={changedFields(base, conflict)}
            pending={save.isPending}
            onKeepMine={keepMine}
            onTakeTheirs={() => startFrom(conflict, true)}
          />
        )}
        <FormAlert tone="error" title={problems?.title} messages={problems?.messages} />
        {/* A select holds its value only once its options are there: the form waits for the lists. */}
        {options.isLoading ? (
          <Skeleton aria-busy="true" className="h-96 w-full" />
        ) : (
          <TripFormSections key={generation} options={options} trip={base} />
        )}
        <div className="sticky bottom-0 flex flex-wrap items-center gap-2 border-t border-ink/10 bg-sand/95 py-2">
          <Button type="submit" size="sm" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
          <span className="text-xs text-ink/70">{dirty ? 'Unsaved changes' : 'All changes saved'}</span>
        </div>
      </form>
    </TripFormContext.Provider>
  );
}
