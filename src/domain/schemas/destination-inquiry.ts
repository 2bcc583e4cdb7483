import { MAX_GUESTS } from '../pricing/group-tier.js';
import { z } from 'zod';
import { countFieldWithDefault, optionalIdField, optionalIsoDate, uuidField } from './common.js';
import {
  DESTINATION_INQUIRY_INVALID_SELECTION_MESSAGE,
  DESTINATION_INQUIRY_REQUIRED_MESSAGE,
  INVALID_DATE_MESSAGE,
  INVALID_REFERENCE_MESSAGE,
  UNKNOWN_CLASS_MESSAGE,
} from './messages.js';
import { travellerFields } from './traveller.js';
import { msg } from '../i18n/msg.js';

const required = DESTINATION_INQUIRY_REQUIRED_MESSAGE;
const invalidSelection = DESTINATION_INQUIRY_INVALID_SELECTION_MESSAGE;

/** The form starts at 2 guests, but an emptied field is sent, and stored, as 1 (docs/behaviour/destinations.md). */
export const DESTINATION_INQUIRY_DEFAULT_GUESTS = 1;

/**
 * The destination inquiry (docs/behaviour/destinations.md): name (fname and lname), e-mail,
 * phone, gender and country are required; guests, class, date and note are optional. A gender
 * or country that is there but not an id is already 'invalid'; the server says the same when the
 * id does not exist.
 */
export const DestinationInquirySchema = z.object({
  destination_uuid: uuidField(required, INVALID_REFERENCE_MESSAGE),
  class_id: optionalIdField(UNKNOWN_CLASS_MESSAGE),
  guest_count: countFieldWithDefault(
    1,
    DESTINATION_INQUIRY_DEFAULT_GUESTS,
    msg('Number of guests must be at least 1'),
    MAX_GUESTS,
  ),
  start_date: optionalIsoDate(INVALID_DATE_MESSAGE),
  ...travellerFields(required, invalidSelection),
});

export type DestinationInquiryInput = z.infer<typeof DestinationInquirySchema>;
export type DestinationInquiryRawInput = z.input<typeof DestinationInquirySchema>;
