import type { INQUIRY_BUDGETS, InquiryBudget, InquiryInput } from '#domain/schemas/inquiry.js';
import { failureMessage } from '#web/lib/form-errors.js';
import { msg, type Translate } from '#web/i18n/i18n.js';
import type { TravellerFieldNames } from '#web/features/auth/hooks/use-traveller-prefill.js';

export const INQUIRY_SUCCESS_TITLE = msg('Inquiry Submitted Successfully!');
export const INQUIRY_SUCCESS_TEXT = msg("We'll get back to you within 24 hours with a personalized proposal.");
export const INQUIRY_FAILURE_TITLE = msg('Submission Failed');
export const INQUIRY_FAILURE_TEXT = msg('Please try again or contact us directly.');
export const INQUIRY_FAILED_MESSAGE = msg('Failed to submit inquiry');
export const INQUIRY_NETWORK_MESSAGE = msg('Network error occurred');
/** Under the success message: the reference the API answered with, which the agency's reply will quote. */
export const INQUIRY_REFERENCE_TEXT = msg('Your reference is {reference}; it is in your confirmation e-mail too.');

/** What the form holds before parsing: selects give strings, checkbox lists give ids. */
export interface InquiryFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  country: string;
  tripType: string;
  destinations: number[];
  locations: number[];
  serviceClass: string;
  guests: string;
  startDate: string;
  endDate: string;
  budget: InquiryBudget | '';
  message: string;
}

export const INQUIRY_DEFAULTS: InquiryFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  country: '',
  tripType: '',
  destinations: [],
  locations: [],
  serviceClass: '',
  guests: '2',
  startDate: '',
  endDate: '',
  budget: '',
  message: '',
};

/** Where the signed-in tourist's account details go (the inquiry asks no gender). */
export const INQUIRY_TRAVELLER_FIELDS: TravellerFieldNames<InquiryFormValues> = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  phone: 'phone',
  country: 'country',
};

/** The order errors are listed in the alert: the order of the fields on screen. */
export const INQUIRY_FIELD_ORDER = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'country',
  'tripType',
  'serviceClass',
  'guests',
  'startDate',
  'endDate',
  'budget',
  'destinations',
  'locations',
  'message',
] as const satisfies readonly (keyof InquiryFormValues)[];

/** The select-all box: ticked when every option is, mixed when some are. */
export function selectAllState(selected: readonly number[], all: readonly number[]) {
  const chosen = all.filter((id) => selected.includes(id)).length;
  return { checked: all.length > 0 && chosen === all.length, indeterminate: chosen > 0 && chosen < all.length };
}

/** Ticking adds the id once; unticking removes it. The list keeps the options' order. */
export function toggleOne(selected: readonly number[], id: number, checked: boolean, all: readonly number[]): number[] {
  const next = new Set(selected);
  if (checked) next.add(id);
  else next.delete(id);
  return all.filter((option) => next.has(option));
}

/** Select all ticks every option; unticking it clears them. */
export function toggleAll(all: readonly number[], checked: boolean): number[] {
  return checked ? [...all] : [];
}

/** The body of POST /save-inquiry: exactly the inquiry's fields, as parsed by the shared schema. */
export function buildInquiryPayload(input: InquiryInput): InquiryInput {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone,
    country: input.country,
    tripType: input.tripType,
    destinations: [...input.destinations],
    locations: [...input.locations],
    serviceClass: input.serviceClass,
    guests: input.guests,
    startDate: input.startDate,
    endDate: input.endDate,
    budget: input.budget,
    message: input.message,
  };
}

/**
 * A budget band in the visitor's currency, per traveller (not the party's total): '$500 – $1,500 per person',
 * or '$5,000 and up per person'.
 */
export function budgetBandLabel(
  band: (typeof INQUIRY_BUDGETS)[number],
  format: (usd: number) => string,
  t: Translate,
): string {
  return band.maxUsd === null
    ? t('{amount} and up per person', { amount: format(band.minUsd) })
    : t('{min} – {max} per person', { min: format(band.minUsd), max: format(band.maxUsd) });
}

/** The reason shown under 'Submission Failed': the server's own words, else ours. */
export function inquiryFailureMessage(error: unknown): string {
  if (error instanceof TypeError) return INQUIRY_NETWORK_MESSAGE;
  return failureMessage(error, INQUIRY_FAILED_MESSAGE);
}
