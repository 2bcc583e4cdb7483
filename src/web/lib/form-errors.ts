import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client.js';

// How every form turns errors into words: the schema's messages under the fields, the server's
// 422 messages on the same fields, and one alert listing them all.

/** The API's answer to a path it does not know: says nothing to a visitor about their request. */
const UNKNOWN_ROUTE_MESSAGE = 'The requested resource was not found.';

/** The server's own words about a failure when it sent some worth showing, otherwise `fallback`. */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    // 'Request failed (503)' is the client's own placeholder, and an unknown route's 404 says
    // nothing about the request: neither is worth showing.
    const generic =
      !error.message || error.message.startsWith('Request failed') || error.message === UNKNOWN_ROUTE_MESSAGE;
    return generic ? fallback : error.message;
  }
  return fallback;
}

/**
 * Puts a 422's field messages on the form's own fields (the server checks with the same schema,
 * and that ids exist). True when at least one landed; otherwise the caller says what failed.
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiError) || error.status !== 422 || !error.errors) return false;
  let shown = false;
  for (const field of fields) {
    const message = error.errors[field]?.[0];
    if (message) {
      setError(field, { type: 'server', message });
      shown = true;
    }
  }
  return shown;
}

/** The message of a failed submit that belongs to no field; listed after the fields' ones. */
export const FORM_FAILURE = 'root.failure' as const;

/** The form-level alert: each message once, fields in screen order, then the form's own. */
export function alertMessages(errors: FieldErrors, fieldOrder: readonly string[]): string[] {
  const messages = fieldOrder.map((field) => errors[field]?.message);
  const root = errors.root as Record<string, { message?: string } | undefined> | undefined;
  for (const entry of Object.values(root ?? {})) messages.push(entry?.message);
  return [...new Set(messages.filter((message): message is string => typeof message === 'string' && message !== ''))];
}

/**
 * The words under a field. A message shared by every missing field ('Please fill all required
 * fields…') helps in the alert but not next to one input: there it becomes the field's own plain
 * words, or nothing when the form has none. Specific messages show as they are.
 */
export function fieldMessage(message: string | undefined, shared: string, plainWords?: string): string | undefined {
  return message === shared ? plainWords : message;
}
