import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type BaseSyntheticEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { failureMessage } from '#web/lib/form-errors.js';
import { notify } from '#web/lib/notify.js';
import { showSaveErrors } from './server-errors.js';

export interface EditorProblems {
  title: string;
  messages: string[];
}

/** An item saved with the version it started from: a stale save is a 409 carrying the copy saved since. */
export interface Versions<T> {
  /** 'trip', 'destination': "Someone else saved this trip" */
  what: string;
  /** the copy a 409 carries; undefined for any other failure */
  stale: (error: unknown) => (T & { version: number }) | undefined;
  /** the labels of what differs between the copy the editor started from and theirs */
  changedFields: (base: T, theirs: T) => string[];
}

/** Someone else saved first: what they changed, and the two ways on. */
export interface EditorConflict {
  what: string;
  fields: string[];
  keepMine: () => void;
  takeTheirs: () => void;
}

/** What the editor's frame shows (EditorForm): the same for every editor. */
export interface EditorState {
  dirty: boolean;
  pending: boolean;
  problems: EditorProblems | null;
  conflict: EditorConflict | null;
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
}

interface EditorOptions<T, V extends FieldValues, I, B> {
  /** the item as saved, which the editor starts from */
  item: T;
  form: UseFormReturn<V, unknown, I>;
  toFormValues: (item: T) => V;
  save: Pick<UseMutationResult<T, unknown, B>, 'mutate' | 'isPending'>;
  /** what a save sends: the form's checked values, given the copy the editor started from */
  toBody: (input: I, base: T) => B;
  /** the toast after a save: 'Trip saved.' */
  savedText: string;
  /** the alert's line when the server said nothing worth showing: 'The trip could not be saved.' */
  failedText: string;
  /** a versioned item (a trip, a destination); without, a save just overwrites (translations) */
  versions?: Versions<T> | undefined;
}

const NOT_SAVED = 'Not saved yet';

/**
 * The back office's one editor flow: a form started from the saved item, saved whole, its answer the new base
 * (a toast says so). A refused save (422) puts the server's words on the fields and in the alert; any other
 * failure says what failed. A versioned item's stale save (409) shows what the other person changed and lets
 * the staff member keep theirs (saved again over the other's version) or take the other's (nothing sent).
 */
export function useEditor<T, V extends FieldValues, I, B>(options: EditorOptions<T, V, I, B>) {
  const { item, form, toFormValues, save, toBody, savedText, failedText, versions } = options;
  const [base, setBase] = useState(item);
  // Bumped when the form takes another copy's values: rich-text editors start again from them.
  const [generation, setGeneration] = useState(0);
  const [theirs, setTheirs] = useState<(T & { version: number }) | null>(null);
  const [problems, setProblems] = useState<EditorProblems | null>(null);

  const startFrom = (next: T, redraw = false) => {
    setBase(next);
    setTheirs(null);
    setProblems(null);
    form.reset(toFormValues(next));
    if (redraw) setGeneration((n) => n + 1);
  };
  /** A 422 answer shown under `title`; false when it was no 422 (the caller says what failed). */
  const refused = (title: string) => (error: unknown) => {
    const messages = showSaveErrors(error, form.setError);
    setProblems(messages.length > 0 ? { title, messages } : null);
    return messages.length > 0;
  };
  const send = (body: B) => {
    setProblems(null);
    save.mutate(body, {
      onSuccess: (saved) => {
        startFrom(saved);
        notify.success(savedText);
      },
      onError: (error) => {
        const current = versions?.stale(error);
        if (current) setTheirs(current);
        else if (!refused(NOT_SAVED)(error))
          setProblems({ title: NOT_SAVED, messages: [failureMessage(error, failedText)] });
      },
    });
  };
  const submit = form.handleSubmit((input) => send(toBody(input, base)));

  const conflict: EditorConflict | null =
    versions && theirs
      ? {
          what: versions.what,
          fields: versions.changedFields(base, theirs),
          keepMine: () => {
            // What the other person saved is now what this editor overwrites, knowingly.
            setBase(theirs);
            // A versioned form holds the version it started from as `version`; the generic V cannot say so.
            (form.setValue as unknown as (name: 'version', value: number) => void)('version', theirs.version);
            void submit();
          },
          takeTheirs: () => startFrom(theirs, true),
        }
      : null;

  return {
    form,
    base,
    generation,
    dirty: form.formState.isDirty,
    pending: save.isPending,
    problems,
    conflict,
    submit,
    send,
    startFrom,
    refused,
  };
}
