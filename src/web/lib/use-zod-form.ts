import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormProps,
} from 'react-hook-form';
import type { z } from 'zod';
import { useFormDraft, type FormDraftOptions } from './form-draft.js';

export interface ZodFormOptions<V extends FieldValues, TOut> extends Omit<
  UseFormProps<V, unknown, TOut>,
  'resolver' | 'defaultValues' | 'shouldFocusError'
> {
  /** keeps what the visitor types through a reload or a tab change (form-draft.ts); clear it once sent */
  draft?: FormDraftOptions;
}

/** A control that can take the focus: itself, or the first one inside a group marked invalid (a fieldset). */
const FOCUSABLE = 'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled), button';

/**
 * The first invalid control of a form in the order the visitor sees them, focused and brought into view: its label,
 * its error and the alert above are what a screen reader reads next. Every kit control is marked `aria-invalid`
 * while its Field shows an error (field.tsx); a group (a fieldset of boxes) gives the focus to its first box.
 */
export function focusFirstInvalid(form: HTMLFormElement): boolean {
  const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  const target = invalid?.matches(FOCUSABLE) ? invalid : invalid?.querySelector<HTMLElement>(FOCUSABLE);
  if (!target) return false;
  target.focus({ preventScroll: true });
  // Centred rather than at the edge, where the sticky header would hide it.
  target.scrollIntoView({ block: 'center' });
  return true;
}

/** The form the wrong fields are in, found from the first one react-hook-form holds an element of. */
function formOf(errors: FieldErrors): HTMLFormElement | null {
  for (const error of Object.values(errors)) {
    const ref = (error as { ref?: unknown } | undefined)?.ref;
    if (ref instanceof HTMLElement) return ref.closest('form');
  }
  return document.activeElement?.closest('form') ?? null;
}

/**
 * The one way a form is made: react-hook-form checked by a shared domain schema. `defaultValues`
 * give the form's own shape (ids as the strings a select holds, '' for empty); it must be valid
 * input for the schema, which the type parameter checks. The submit handler gets the parsed output.
 *
 * A submit the schema refuses moves the focus to the first invalid field on screen, once the render that marks it
 * is done, at every refusal; the form's FormAlert (role=alert) announces the list of problems. react-hook-form's
 * own focusing is off: it goes by the order fields were registered and skips a group of boxes.
 */
export function useZodForm<S extends z.ZodType<unknown, FieldValues>, V extends FieldValues & z.input<S>>(
  schema: S,
  defaultValues: V,
  { draft, ...options }: ZodFormOptions<V, z.output<S>> = {},
) {
  const form = useForm<V, unknown, z.output<S>>({
    ...options,
    shouldFocusError: false,
    defaultValues: defaultValues as DefaultValues<V>,
    // zodResolver types its resolver by the schema's own, looser, input; V is narrower and valid.
    resolver: zodResolver(schema as never) as unknown as Resolver<V, unknown, z.output<S>>,
  });
  // Refused: the last submit found fields wrong (a form-level failure, `root`, is no field's). Read during render,
  // so a submit renders the form again (react-hook-form's proxy).
  const { submitCount, isSubmitSuccessful, errors } = form.formState;
  const refused = submitCount > 0 && !isSubmitSuccessful && Object.keys(errors).some((name) => name !== 'root');
  // Once per submit: a field that turns wrong again while the visitor types does not pull the focus.
  const focusedAt = useRef(0);
  useEffect(() => {
    if (!refused || focusedAt.current === submitCount) return;
    focusedAt.current = submitCount;
    const element = formOf(form.formState.errors);
    if (element) focusFirstInvalid(element);
  }, [refused, submitCount, form]);
  useFormDraft(form, defaultValues, draft);
  return form;
}
