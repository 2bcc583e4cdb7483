import { useEffect, useRef } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { sessionStore } from './storage.js';

/**
 * A form's draft: what the visitor typed, kept in this tab's sessionStorage while they type, so that a reload
 * (choosing a currency reloads a server-rendered page), another tab of the page and back, or a slip of the
 * finger do not empty the form. It is put back once the form is shown in the browser (after hydration, so the
 * server's HTML and the first render agree), and forgotten once the form is sent (`clearFormDraft`) or the
 * visitor signs out (`clearAllFormDrafts`). A password or a passport is never kept, whatever the form calls it.
 */
export interface FormDraftOptions {
  /** the form and what it is about, e.g. `trip-booking:<trip uuid>`; one draft per key */
  key: string;
  /**
   * False while the form cannot show a kept value yet (a select whose options are on their way): the draft is
   * put back once it is true, and nothing is kept before.
   */
  ready?: boolean;
}

const PREFIX = 'formDraft:';
const NEVER_KEPT = /password|passport/i;

type Kept = string | number | boolean | (string | number)[];

const isKept = (value: unknown): value is Kept =>
  typeof value === 'string' ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && Number.isFinite(value)) ||
  (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number'));

/** What of a form's values may be kept: plain top-level values, never a secret, a file or a nested object. */
export function draftOf(values: Record<string, unknown>): Record<string, Kept> {
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, Kept] => !NEVER_KEPT.test(entry[0]) && isKept(entry[1])),
  );
}

/** A kept value goes back only into a field of the same kind (a draft from an older form is not trusted). */
const sameKind = (value: Kept, initial: unknown) =>
  Array.isArray(value) ? Array.isArray(initial) : typeof value === typeof initial && !Array.isArray(initial);

/** The kept draft under `key`, or null when there is none or it cannot be read. */
export function readFormDraft(key: string): Record<string, Kept> | null {
  const text = sessionStore.get(PREFIX + key);
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? draftOf(value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export const writeFormDraft = (key: string, values: Record<string, unknown>): void =>
  sessionStore.set(PREFIX + key, JSON.stringify(draftOf(values)));

/** The form was sent: its draft is done with. */
export const clearFormDraft = (key: string): void => sessionStore.remove(PREFIX + key);

/** The visitor signs out: what they typed stays with them, not with the next person at this browser. */
export function clearAllFormDrafts(): void {
  for (const key of sessionStore.keys()) if (key.startsWith(PREFIX)) sessionStore.remove(key);
}

/**
 * Keeps and restores the draft of one form (`useZodForm`'s `draft` option). Only the visitor's own changes are
 * kept (typing, choosing; not a prefill, a reset or a value the form sets itself), and a restored value never
 * replaces one the visitor changed before it came back (typed before the page's script started, say).
 */
export function useFormDraft<V extends FieldValues, TOut>(
  form: UseFormReturn<V, unknown, TOut>,
  initial: V,
  draft: FormDraftOptions | undefined,
): void {
  const key = draft?.key;
  const ready = draft?.ready ?? true;
  // The key whose draft has been put back: until then the stored one must not be overwritten.
  const restored = useRef<string | null>(null);

  useEffect(() => {
    if (!key || !ready || restored.current === key) return;
    restored.current = key;
    const kept = readFormDraft(key);
    if (!kept) return;
    for (const [name, value] of Object.entries(kept)) {
      const field = name as Path<V>;
      if (!sameKind(value, initial[name]) || form.getFieldState(field).isDirty) continue;
      form.setValue(field, value as PathValue<V, Path<V>>, { shouldDirty: true });
    }
    // `initial` is the form's first values, read once with the draft.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, ready, form]);

  useEffect(() => {
    if (!key) return;
    const subscription = form.watch((values, { type }) => {
      // `type` is set by the visitor's input only.
      if (type && restored.current === key) writeFormDraft(key, values);
    });
    return () => subscription.unsubscribe();
  }, [key, form]);
}
