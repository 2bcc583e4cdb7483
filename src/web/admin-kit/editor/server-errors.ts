import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '#web/lib/api-client.js';

/**
 * A refused save's (422) messages, each once, for an editor's alert; every one is also put on its field (a trip's
 * budget cells by their own key, `budgets.High.Comfort.4`). Empty when the failure was not a 422.
 */
export function showSaveErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>): string[] {
  if (!(error instanceof ApiError) || error.status !== 422 || !error.errors) return [];
  for (const [field, messages] of Object.entries(error.errors)) {
    if (messages[0]) setError(field as FieldPath<T>, { type: 'server', message: messages[0] });
  }
  return [...new Set(Object.values(error.errors).flat())];
}
