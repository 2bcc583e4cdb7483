import { z } from 'zod';
import { itemTypeField, uuidField } from './common.js';
import { INVALID_REFERENCE_MESSAGE } from './messages.js';

/** POST /toggle_like. */
export const LikeToggleSchema = z.object({
  likeable_type: itemTypeField('Please choose a trip or a destination to like'),
  likeable_uuid: uuidField('Please choose an item to like', INVALID_REFERENCE_MESSAGE),
});

export type LikeToggleInput = z.infer<typeof LikeToggleSchema>;
