import '../zod-setup.js';
import { z } from 'zod';

/** One staff write: who (null: the command line), when, what, on which target, and the row before and after. */
export const AuditEntrySchema = z.object({
  at: z.string(),
  actor: z.object({ uuid: z.string(), name: z.string() }).nullable(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditListSchema = z.object({ entries: z.array(AuditEntrySchema), total: z.number().int() });
export type AuditList = z.infer<typeof AuditListSchema>;
