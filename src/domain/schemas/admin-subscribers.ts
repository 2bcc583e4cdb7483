import '../zod-setup.js';
import { z } from 'zod';
import { AdminPageQuerySchema, adminSearch } from './admin-moderation.js';
import { DESK_FILTER_MESSAGE, UNSUBSCRIBE_LINK_MESSAGE } from './messages.js';

export const SUBSCRIBER_STATUSES = ['active', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** The subscribers list (and its CSV): `q` searches the address, `status` keeps active or unsubscribed ones. */
export const SubscriberListQuerySchema = AdminPageQuerySchema.extend({
  q: adminSearch,
  status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(SUBSCRIBER_STATUSES, { error: DESK_FILTER_MESSAGE }).optional(),
  ),
});
export type SubscriberListQuery = z.infer<typeof SubscriberListQuerySchema>;

/** The secret of an unsubscribe link, as the e-mail carries it. */
export const UnsubscribeTokenSchema = z
  .string({ error: UNSUBSCRIBE_LINK_MESSAGE })
  .trim()
  .regex(/^[A-Za-z0-9_-]{16,200}$/, { error: UNSUBSCRIBE_LINK_MESSAGE });
