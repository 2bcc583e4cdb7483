import type { z } from 'zod';
import { zodErrorsByField, type FieldErrors } from '../schemas/errors.js';

/** The 422 `errors` a route would answer for `input`; {} when it parses. */
export function errorsOf(schema: z.ZodType, input: unknown): FieldErrors {
  const result = schema.safeParse(input);
  return result.success ? {} : zodErrorsByField(result.error);
}
