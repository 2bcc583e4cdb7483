import { idField, LONG_TEXT_MAX, optionalText, requiredEmail, requiredText } from './common.js';
import { INVALID_EMAIL_MESSAGE } from './messages.js';
import { msg } from '../i18n/msg.js';

/**
 * Who travels, as a trip booking and a destination inquiry both ask it: name, contact, gender and
 * country, and a note. Each form has its own wording for a missing field and an invalid selection.
 */
export function travellerFields(requiredMessage: string, invalidSelectionMessage: string) {
  return {
    phone: requiredText(requiredMessage),
    email: requiredEmail(requiredMessage, INVALID_EMAIL_MESSAGE),
    fname: requiredText(requiredMessage),
    lname: requiredText(requiredMessage),
    gender: idField(requiredMessage, invalidSelectionMessage),
    country: idField(requiredMessage, invalidSelectionMessage),
    note: optionalText(msg('Please enter text'), { multiline: true, max: LONG_TEXT_MAX }),
  };
}
