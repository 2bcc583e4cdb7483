import type { FieldPath, UseFormSetError } from 'react-hook-form';
import { ApiError } from '#web/lib/api-client.js';
import type { TripFormValues } from './trip-form.js';

/**
 * A 422's messages, each once, for the editor's alert; every one is also put on its field (budget
 * cells by their own key, `budgets.High.Comfort.4`). Empty when the failure was not a 422.
 */
export function showTripErrors(error: unknown, setError: UseFormSetError<TripFormValues>): string[] {
  if (!(error instanceof ApiError) || error.status !== 422 || !error.errors) return [];
  for (const [field, messages] of Object.entries(error.errors)) {
    if (messages[0]) setError(field as FieldPath<TripFormValues>, { type: 'server', message: messages[0] });
  }
  return [...new Set(Object.values(error.errors).flat())];
}
