import { z } from 'zod';
import {
  ALWAYS,
  countFieldWithDefault,
  isDateOrderWrong,
  itemTypeField,
  optionalIdField,
  optionalIsoDate,
  uuidField,
} from './common.js';
import { INVALID_DATE_MESSAGE, INVALID_REFERENCE_MESSAGE } from './messages.js';
import { msg } from '../i18n/msg.js';

export const CART_MESSAGES = {
  itemType: msg('Please choose a trip or a destination to add'),
  item: msg('Please choose an item to add'),
  quantity: msg('Quantity must be at least 1'),
  endBeforeStart: msg('End date cannot be before start date'),
  serviceClass: msg('Please select a valid class'),
} as const;

/** The guests of a line added without a quantity (the API's default); the cart button sends its own (`cartDefaultGuests`). */
export const CART_DEFAULT_QUANTITY = 1;

/** The most guests one cart line takes. */
export const MAX_CART_QUANTITY = 20;

const quantityField = countFieldWithDefault(1, CART_DEFAULT_QUANTITY, CART_MESSAGES.quantity, MAX_CART_QUANTITY);

function endNotBeforeStart(value: { start_date?: unknown; end_date?: unknown }, ctx: z.RefinementCtx) {
  // A one-day stay starts and ends on the same date, so only a reversed range is wrong.
  if (isDateOrderWrong(value?.start_date, value?.end_date, true)) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: CART_MESSAGES.endBeforeStart });
  }
}

// The class a trip line is priced in; left out, the line is priced in Economy like a booking.
const classField = optionalIdField(CART_MESSAGES.serviceClass);

/** POST /cart/add. Missing dates and class are stored as null. */
export const CartAddSchema = z
  .object({
    cartable_type: itemTypeField(CART_MESSAGES.itemType),
    cartable_uuid: uuidField(CART_MESSAGES.item, INVALID_REFERENCE_MESSAGE),
    quantity: quantityField,
    start_date: optionalIsoDate(INVALID_DATE_MESSAGE),
    end_date: optionalIsoDate(INVALID_DATE_MESSAGE),
    class_id: classField.optional(),
  })
  .superRefine(endNotBeforeStart, ALWAYS);

/**
 * PUT /cart/{uuid}. A field left out keeps its stored value (undefined); a date sent empty or
 * null clears it. The route must check the merged row too, since a new end date can fall
 * before the stored start date.
 */
export const CartUpdateSchema = z
  .object({
    quantity: quantityField.optional(),
    start_date: optionalIsoDate(INVALID_DATE_MESSAGE).optional(),
    end_date: optionalIsoDate(INVALID_DATE_MESSAGE).optional(),
    class_id: classField.optional(),
  })
  .superRefine(endNotBeforeStart, ALWAYS);

export type CartAddInput = z.infer<typeof CartAddSchema>;
export type CartAddRawInput = z.input<typeof CartAddSchema>;
export type CartUpdateInput = z.infer<typeof CartUpdateSchema>;
export type CartUpdateRawInput = z.input<typeof CartUpdateSchema>;

/** For the route's merged-row check: true when the dates are in order or not both set. */
export function cartDatesInOrder(start: string | null | undefined, end: string | null | undefined): boolean {
  return !isDateOrderWrong(start, end, true);
}
