import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES } from '#domain/i18n/locales.js';

export const LOCALE_FIELD_MESSAGE = `The locale must be one of ${LOCALES.join(', ')}.`;

/**
 * The language a request is sent in (the page's locale): the tourist's e-mails and confirmation PDF about it are
 * written in it. Optional: English when left out; any other value is refused.
 */
/**
 * The currency the tourist browsed in (the page's selection): the request is priced in it at the site's rate when
 * sent, and its e-mails and pages show that figure beside the USD. Optional: USD when left out; a code the site
 * does not offer sends it in USD.
 */
export const requestCurrencyField = z
  .string()
  .regex(/^[A-Za-z]{3}$/, { error: 'The currency must be a three-letter code.' })
  .transform((code) => code.toUpperCase())
  .default('USD')
  .describe('the currency the tourist browsed in: amounts about this request are shown in it beside the USD');

export const requestLocaleField = z
  .enum(LOCALES, { error: LOCALE_FIELD_MESSAGE })
  .default(DEFAULT_LOCALE)
  .describe("the language of the tourist's e-mails and PDF about this request");
