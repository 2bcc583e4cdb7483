import { MAX_GUESTS } from '../pricing/group-tier.js';
import { z } from 'zod';
import {
  ALWAYS,
  countField,
  LONG_TEXT_MAX,
  idField,
  idListField,
  isDateOrderWrong,
  optionalIdField,
  optionalIsoDate,
  requiredEmail,
  requiredText,
} from './common.js';
import {
  INQUIRY_PLACES_REQUIRED_MESSAGE,
  INQUIRY_UNKNOWN_SELECTION_MESSAGES,
  INVALID_DATE_MESSAGE,
  INVALID_EMAIL_MESSAGE,
} from './messages.js';
import { msg } from '../i18n/msg.js';

/** The contact inquiry's messages, word for word: tests and docs/behaviour quote these texts. */
export const INQUIRY_MESSAGES = {
  firstName: msg('First name is required'),
  lastName: msg('Last name is required'),
  email: msg('Email is required'),
  phone: msg('Phone is required'),
  country: msg('Country is required'),
  tripType: msg('Trip type is required'),
  guests: msg('Number of guests is required'),
  /** on both lists when neither has a choice: one of the two is enough */
  places: INQUIRY_PLACES_REQUIRED_MESSAGE,
  /** a list holding something that is not an id */
  invalidDestinations: INQUIRY_UNKNOWN_SELECTION_MESSAGES.destinations,
  invalidLocations: INQUIRY_UNKNOWN_SELECTION_MESSAGES.locations,
  message: msg('Message is required'),
  invalidEmail: INVALID_EMAIL_MESSAGE,
  invalidPhone: msg('Please enter a valid phone number'),
  endBeforeStart: msg('End date must be after start date'),
} as const;

// A phone number: an optional plus, then digits, spaces, hyphens and parentheses, at least 7 characters.
// The lookahead also asks for one digit, so '( - - - )' is not a phone number.
export const PHONE_PATTERN = /^\+?(?=\D*\d)[\d\s()-]{7,}$/;

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value.trim());
}

export const INQUIRY_BUDGETS = [
  { value: 'budget', label: msg('Budget'), range: '$500 to 1,500', minUsd: 500, maxUsd: 1500 },
  { value: 'mid-range', label: msg('Mid-range'), range: '$1,500 to 3,000', minUsd: 1500, maxUsd: 3000 },
  { value: 'luxury', label: msg('Luxury'), range: '$3,000 to 5,000', minUsd: 3000, maxUsd: 5000 },
  { value: 'ultra-luxury', label: msg('Ultra-luxury'), range: '$5,000 and up', minUsd: 5000, maxUsd: null },
] as const;

export type InquiryBudget = (typeof INQUIRY_BUDGETS)[number]['value'];

/**
 * A band as the agency's English says it, wherever one is shown: 'Mid-range ($1,500 to 3,000 per person)'. The
 * bands are what each traveller means to spend, not the party's total; unknown values show as they are.
 */
export function budgetBandInEnglish(value: string | null | undefined): string | null {
  if (!value) return null;
  const band = INQUIRY_BUDGETS.find((b) => b.value === value);
  return band ? `${band.label} (${band.range} per person)` : value;
}

const BUDGET_VALUES = INQUIRY_BUDGETS.map((b) => b.value) as [InquiryBudget, ...InquiryBudget[]];

const budgetField = z.preprocess(
  (value: InquiryBudget | '' | null | undefined) => (value === '' || value === undefined ? null : value),
  z.enum(BUDGET_VALUES, { error: msg('Please select a valid budget') }).nullable(),
);

const m = INQUIRY_MESSAGES;

export const InquirySchema = z
  .object({
    firstName: requiredText(m.firstName),
    lastName: requiredText(m.lastName),
    email: requiredEmail(m.email, m.invalidEmail),
    phone: requiredText(m.phone).pipe(z.string().regex(PHONE_PATTERN, { error: m.invalidPhone })),
    country: idField(m.country),
    tripType: idField(m.tripType),
    destinations: idListField(m.invalidDestinations),
    locations: idListField(m.invalidLocations),
    serviceClass: optionalIdField(msg('Please select a valid service class')),
    guests: countField(1, m.guests, MAX_GUESTS),
    startDate: optionalIsoDate(INVALID_DATE_MESSAGE),
    endDate: optionalIsoDate(INVALID_DATE_MESSAGE),
    budget: budgetField,
    message: requiredText(m.message, { multiline: true, max: LONG_TEXT_MAX }),
  })
  .superRefine((value, ctx) => {
    // Destinations or locations: one list may stay empty, not both. (A list that failed is not an array.)
    const none = (list: unknown) => Array.isArray(list) && list.length === 0;
    if (none(value?.destinations) && none(value?.locations)) {
      for (const path of ['destinations', 'locations'])
        ctx.addIssue({ code: 'custom', path: [path], message: m.places });
    }
    if (isDateOrderWrong(value?.startDate, value?.endDate, false)) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: m.endBeforeStart });
    }
  }, ALWAYS);

export type InquiryInput = z.infer<typeof InquirySchema>;
export type InquiryRawInput = z.input<typeof InquirySchema>;
