import '../zod-setup.js';
import { z } from 'zod';
import { AdminPageQuerySchema } from './admin-moderation.js';
import { DESK_FILTER_MESSAGE } from './messages.js';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** What the audit trail's targets start with: one per kind of thing staff change. */
export const AUDIT_ENTITIES = ['request', 'staff', 'testimonial', 'rating', 'currency', 'trip', 'destination'] as const;

/**
 * The audit trail's filters: `actor` a staff uuid, `entity` the start of the target (`request:`, `trip:`,
 * the colon may be left out; or a longer start such as `currency:EUR`).
 */
export const AuditQuerySchema = AdminPageQuerySchema.extend({
  actor: z.preprocess(blankToUndefined, z.guid({ error: DESK_FILTER_MESSAGE }).optional()),
  entity: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(60, { error: DESK_FILTER_MESSAGE })
      .regex(/^[a-z_-]+(:[A-Za-z0-9_-]*)?$/, { error: DESK_FILTER_MESSAGE })
      .transform((entity) => (entity.includes(':') ? entity : `${entity}:`))
      .optional(),
  ),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;
