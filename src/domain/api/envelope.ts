import '../zod-setup.js';
import { z } from 'zod';

/** Every answer mirrors the HTTP status in `code` (docs/api/README.md 'Envelope'). */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({
    status: z.literal(true),
    code: z.number().int(),
    message: z.string(),
    data,
  });
}

export const ErrorEnvelopeSchema = z.object({
  status: z.literal(false),
  code: z.number().int(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** a 409 on a stale save: the row as it is now */
  data: z.unknown().optional(),
});

export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

export interface SuccessEnvelope<T> {
  status: true;
  code: number;
  message: string;
  data: T;
}

/** A `cursor` that is not a `next_cursor` this list gave. */
export const CURSOR_MESSAGE = 'cursor must be the next_cursor of an earlier page of this list';

/** The deepest page a list reads: past it the answer is a 422, not a slow scan. */
export const MAX_OFFSET = 10_000_000;

export const PaginationQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 100' })
    .int('limit must be a whole number from 1 to 100')
    .min(1, 'limit must be a whole number from 1 to 100')
    .max(100, 'limit must be a whole number from 1 to 100')
    .default(20),
  offset: z.coerce
    .number({ error: 'offset must be a whole number of 0 or more' })
    .int('offset must be a whole number of 0 or more')
    .min(0, 'offset must be a whole number of 0 or more')
    .max(MAX_OFFSET, `offset must be at most ${MAX_OFFSET}`)
    .default(0),
  /** the `next_cursor` of the page before: the next page by keyset, however deep (`offset` is then ignored) */
  cursor: z
    .string()
    .min(1, CURSOR_MESSAGE)
    .max(200, CURSOR_MESSAGE)
    .optional()
    .describe(
      'Opaque: the `next_cursor` of the page before, with the same filters. The next page is read from there, however deep, and `offset` is ignored.',
    ),
});
