import type { FieldErrors } from '#domain/schemas/errors.js';
import { ApiError } from '#web/lib/api-client.js';

/** The spec's alert lists each message once, in the order the fields come. */
export function alertMessages(errors: FieldErrors): string[] {
  return [...new Set(Object.values(errors).flat())];
}

/**
 * The words next to a field. The spec's 'required' message names every field at once, which
 * helps in the alert but not beside one input, so there the field's own plain words are used;
 * any other message (a malformed e-mail, a date too early) is already specific and shown as is.
 */
export function fieldMessage(
  errors: FieldErrors,
  field: string,
  requiredMessage: string,
  plainWords: Readonly<Record<string, string>>,
): string | undefined {
  const message = errors[field]?.[0];
  if (message === undefined) return undefined;
  return message === requiredMessage ? (plainWords[field] ?? message) : message;
}

/** A failed submit: the server's validation messages when it sent them, else the spec's fallback. */
export function submitFailureMessages(error: unknown, fallback: string): string[] {
  if (error instanceof ApiError && error.status === 422 && error.errors) {
    const messages = alertMessages(error.errors);
    if (messages.length > 0) return messages;
  }
  return [fallback];
}
