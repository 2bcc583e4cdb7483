import { z } from 'zod';
import { DESTINATION_INQUIRY_INVALID_SELECTION_MESSAGE, DESTINATION_INQUIRY_REQUIRED_MESSAGE } from './messages.js';
import { travellerFields } from './traveller.js';

/**
 * POST /cart/request: the whole cart sent as one request. The lines come from the stored cart, so
 * the body is only who travels (name, contact, gender, country) and a note for the agency, asked
 * in the destination inquiry's words.
 */
export const CartRequestSchema = z.object(
  travellerFields(DESTINATION_INQUIRY_REQUIRED_MESSAGE, DESTINATION_INQUIRY_INVALID_SELECTION_MESSAGE),
);

export type CartRequestInput = z.infer<typeof CartRequestSchema>;
export type CartRequestRawInput = z.input<typeof CartRequestSchema>;
