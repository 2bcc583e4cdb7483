import type { z } from 'zod';

/** The key for an error that belongs to the whole body (say, a body that is not an object). */
export const FORM_ERROR_KEY = '_form';

export type FieldErrors = Record<string, string[]>;

/**
 * The `errors` of the 422 envelope (docs/api/README.md 'Envelope'): messages by field, top-level
 * fields by their own name, nested ones by dotted path ('items.0.name'), each message once per field.
 */
export function zodErrorsByField(error: Pick<z.ZodError, 'issues'>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : FORM_ERROR_KEY;
    const messages = (errors[key] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return errors;
}

/** The envelope's `message`: the first error, in the schema's field order. */
export function firstErrorMessage(errors: Readonly<Record<string, readonly string[]>>): string | undefined {
  for (const messages of Object.values(errors)) {
    if (messages[0] !== undefined) return messages[0];
  }
  return undefined;
}
