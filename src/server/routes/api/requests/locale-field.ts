import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES } from '#domain/i18n/locales.js';

export const LOCALE_FIELD_MESSAGE = `The locale must be one of ${LOCALES.join(', ')}.`;

/**
 * The language a request is sent in (the page's locale): the tourist's e-mails and confirmation PDF about it are
 * written in it. Optional: English when left out; any other value is refused.
 */
export const requestLocaleField = z
  .enum(LOCALES, { error: LOCALE_FIELD_MESSAGE })
  .default(DEFAULT_LOCALE)
  .describe("the language of the tourist's e-mails and PDF about this request");
