import { z } from 'zod';
import { itemTypeField, uuidField } from './common.js';
import { INVALID_REFERENCE_MESSAGE } from './messages.js';
import { msg } from '../i18n/msg.js';

const likeableUuid = uuidField(msg('Please choose an item to like'), INVALID_REFERENCE_MESSAGE);

/** POST /toggle_like. */
export const LikeToggleSchema = z.object({
  likeable_type: itemTypeField(msg('Please choose a trip or a destination to like')),
  likeable_uuid: likeableUuid,
});

/** GET /user/check-like-trip?uuid= and /user/check-like-destination?uuid=. */
export const LikeCheckQuerySchema = z.object({ uuid: likeableUuid });

export type LikeToggleInput = z.infer<typeof LikeToggleSchema>;
export type LikeCheckQuery = z.infer<typeof LikeCheckQuerySchema>;
