import { z } from 'zod';
import { LONG_TEXT_MAX, requiredText } from './common.js';
import { MESSAGE_BODY_MESSAGE } from './messages.js';

/** What a tourist writes to the agency from the tracking page (docs/behaviour/tracking.md). */
export const TouristMessageSchema = z.object({
  body: requiredText(MESSAGE_BODY_MESSAGE, { multiline: true, max: LONG_TEXT_MAX, tooLong: MESSAGE_BODY_MESSAGE }),
});
export type TouristMessageInput = z.infer<typeof TouristMessageSchema>;
