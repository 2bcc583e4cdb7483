import '../zod-setup.js';
import { z } from 'zod';

/** A newsletter subscriber as the back office sees one. */
export const SubscriberSchema = z.object({
  email: z.string(),
  source_page: z.string().nullable(),
  subscribed_at: z.string(),
  unsubscribed_at: z.string().nullable(),
});
export type Subscriber = z.infer<typeof SubscriberSchema>;

export const SubscriberListSchema = z.object({ subscribers: z.array(SubscriberSchema), total: z.number().int() });
export type SubscriberList = z.infer<typeof SubscriberListSchema>;
