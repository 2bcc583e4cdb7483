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
});
