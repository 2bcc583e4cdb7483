import { useEffect } from 'react';
import type { FieldPath, FieldValues, PathValue, UseFormReturn } from 'react-hook-form';
import { useCurrentUser } from '#web/features/auth/api/get-current-user.js';
import {
  travellerPrefill,
  type TravellerDetails,
  type TravellerLists,
} from '#web/features/auth/lib/traveller-prefill.js';
import { useSession } from './use-session.js';

/** Which of a form's fields holds each traveller detail (a form without gender leaves it out). */
export type TravellerFieldNames<T extends FieldValues> = Partial<Record<keyof TravellerDetails, FieldPath<T>>>;

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * A signed-in tourist's request form starts with their name, e-mail, phone, gender and country from
 * the account. The account may load after the form is shown: a field is filled only while it is
 * empty and the visitor has neither typed in it nor left it, so nothing typed is ever overwritten.
 * After a sent form is reset, it is filled again.
 */
export function useTravellerPrefill<T extends FieldValues, TOut>(
  form: UseFormReturn<T, unknown, TOut>,
  fields: TravellerFieldNames<T>,
  lists: TravellerLists | undefined,
): void {
  const { signedIn } = useSession();
  const user = useCurrentUser(signedIn).data;
  const prefill = travellerPrefill(signedIn ? user : undefined, lists);
  const key = JSON.stringify(prefill);
  // A reset form starts over at 0: that is when the details go back in.
  const unsent = form.formState.submitCount === 0;

  useEffect(() => {
    if (!unsent) return;
    for (const [detail, name] of Object.entries(fields) as [keyof TravellerDetails, FieldPath<T>][]) {
      const value = prefill[detail];
      if (value === undefined) continue;
      const state = form.getFieldState(name);
      if (state.isDirty || state.isTouched || !isBlank(form.getValues(name))) continue;
      form.setValue(name, value as PathValue<T, FieldPath<T>>);
    }
    // `key` stands for `prefill`; the field names are constants of the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, unsent, form]);
}
