import { z } from 'zod';
import { SCHEDULED_KINDS, SCHEDULED_STATUSES } from '../scheduling/trip-plan.js';

/** One job the scheduler planned about a request (docs/decisions/035-one-scheduler-in-the-database.md). */
export const ScheduledEntrySchema = z.object({
  uuid: z.string(),
  kind: z.enum(SCHEDULED_KINDS),
  /** ISO moment; the desk shows it in East Africa Time */
  run_at: z.string(),
  status: z.enum(SCHEDULED_STATUSES),
  /** a reminder sent once the instalment is past its due date, not the one a few days before */
  overdue: z.boolean(),
});
export type ScheduledEntry = z.infer<typeof ScheduledEntrySchema>;

/** A job across requests (the owners' page of failed jobs): with its request, attempts and last error. */
export const ScheduledJobRowSchema = ScheduledEntrySchema.extend({
  request_uuid: z.string(),
  reference: z.string(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
});
export type ScheduledJobListEntry = z.infer<typeof ScheduledJobRowSchema>;

export const ScheduledListQuerySchema = z.object({
  status: z.enum(SCHEDULED_STATUSES).default('failed'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
