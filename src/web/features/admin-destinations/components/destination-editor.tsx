import { useState } from 'react';
import type { AdminDestination } from '#domain/api/admin-catalogue.js';
import { DestinationUpdateSchema } from '#domain/schemas/admin-catalogue.js';
import { Button } from '#web/components/ui/button.js';
import { FormAlert } from '#web/components/ui/form-alert.js';
import { Skeleton } from '#web/components/ui/skeleton.js';
import { failureMessage } from '#web/lib/form-errors.js';
import { notify } from '#web/lib/notify.js';
import { useZodForm } from '#web/lib/use-zod-form.js';
import { useSplash } from '#web/features/reference/api/get-splash.js';
import { CatalogueStatusBar } from '#web/features/admin-catalogue/components/catalogue-status-bar.js';
import { ConflictNotice } from '#web/features/admin-catalogue/components/conflict-notice.js';
import { UnsavedChangesGuard } from '#web/features/admin-catalogue/components/unsaved-changes-guard.js';
import { showCatalogueErrors } from '#web/features/admin-catalogue/lib/server-errors.js';
import {
  staleDestination,
  useChangeDestinationState,
  useSaveDestination,
} from '#web/features/admin-destinations/api/save-destination.js';
import { changedFields, toFormValues } from '#web/features/admin-destinations/lib/destination-form.js';
import { DestinationFormSections } from './destination-form-sections.js';

/**
 * The whole destination in one form, saved whole with the version it started from. A stale save (409)
 * shows what the other person changed and lets the staff member keep theirs or take the other's.
 */
export function DestinationEditor({ destination }: { destination: AdminDestination }) {
  const [base, setBase] = useState(destination);
  // Bumped when the form takes another copy's values: the rich-text editor starts again from them.
  const [generation, setGeneration] = useState(0);
  const [conflict, setConflict] = useState<AdminDestination | null>(null);
  const [problems, setProblems] = useState<{ title: string; messages: string[] } | null>(null);
  const form = useZodForm(DestinationUpdateSchema, toFormValues(destination), { mode: 'onTouched' });
  const save = useSaveDestination(destination.uuid);
  const change = useChangeDestinationState(destination.uuid);
  const splash = useSplash();
  const dirty = form.formState.isDirty;

  const startFrom = (next: AdminDestination, redraw: boolean) => {
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
    save.mutate(input, {
      onSuccess: (saved) => {
        startFrom(saved, false);
        notify.success('Destination saved.');
      },
      onError: (error) => {
        const current = staleDestination(error);
        if (current) setConflict(current);
        else if (!refused('Not saved yet')(error))
          setProblems({
            title: 'Not saved yet',
            messages: [failureMessage(error, 'The destination could not be saved.')],
          });
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
    <>
      <UnsavedChangesGuard when={dirty && !save.isPending} />
      <form noValidate onSubmit={submit} aria-label={`Edit ${base.name}`} className="space-y-4">
        <CatalogueStatusBar
          item={base}
          what="destination"
          collection="destinations"
          change={change}
          dirty={dirty}
          onChanged={(next) => startFrom(next, false)}
          onRefused={refused('Not published: this is missing')}
        />
        {conflict && (
          <ConflictNotice
            what="destination"
            fields={changedFields(base, conflict)}
            pending={save.isPending}
            onKeepMine={keepMine}
            onTakeTheirs={() => startFrom(conflict, true)}
          />
        )}
        <FormAlert tone="error" title={problems?.title} messages={problems?.messages} />
        {/* A select holds its value only once its options are there: the form waits for the lists. */}
        {!splash.data ? (
          <Skeleton aria-busy="true" className="h-96 w-full" />
        ) : (
          <DestinationFormSections key={generation} form={form} options={splash.data} destination={base} />
        )}
        <div className="sticky bottom-0 flex flex-wrap items-center gap-2 border-t border-ink/10 bg-sand/95 py-2">
          <Button type="submit" size="sm" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
          <span className="text-xs text-ink/70">{dirty ? 'Unsaved changes' : 'All changes saved'}</span>
        </div>
      </form>
    </>
  );
}
