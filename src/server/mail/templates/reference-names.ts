import type { InquiryBudget } from '#domain/schemas/inquiry.js';
import { msg } from '#domain/i18n/msg.js';
import type { Translate } from '#server/i18n/translate.js';

/**
 * The reference names a tourist's mail and PDF show (trip types, service classes), as messages: stored and
 * answered in English, written in the request's language. A name the agency adds later stays English until it
 * is added here and translated in src/server/i18n/locales.
 */
const NAMES: ReadonlySet<string> = new Set([
  msg('Cultural & Historic Tour'),
  msg('Beach & Adventure Tour'),
  msg('Wildlife Safari'),
  msg('Great Migration Safari'),
  msg('Kilimanjaro Trek'),
  msg('Southern Circuit Safari'),
  msg('Family Safari'),
  msg('Economy'),
  msg('Comfort'),
  msg('Luxury'),
]);

/** 'Comfort' in the words of `t` ('Komfort'); a name it does not know as it is. */
export const referenceName = (name: string, t: Translate): string => (NAMES.has(name) ? t(name) : name);

/** The inquiry's budget bands by value, as the contact form names them. */
export const BUDGET_NAMES: Readonly<Record<InquiryBudget, string>> = {
  budget: msg('Budget'),
  'mid-range': msg('Mid-range'),
  luxury: msg('Luxury'),
  'ultra-luxury': msg('Ultra-luxury'),
};
