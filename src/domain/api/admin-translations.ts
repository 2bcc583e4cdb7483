import '../zod-setup.js';
import { z } from 'zod';
import { LOCALES, type Locale } from '../i18n/locales.js';

/** The languages a catalogue text is translated into: every locale but English, which is the source. */
export const TRANSLATION_LOCALES = LOCALES.filter((locale): locale is Exclude<Locale, 'en'> => locale !== 'en');
export type TranslationLocale = (typeof TRANSLATION_LOCALES)[number];

/**
 * Where a translation stands: none yet (`missing`), made from the English as it is (`current`), or made from an
 * English text that has changed since (`outdated`: the storefront shows the English until it is saved again).
 */
export const TRANSLATION_STATES = ['missing', 'current', 'outdated'] as const;
export type TranslationState = (typeof TRANSLATION_STATES)[number];

/** One text of a trip or destination page beside its translation in one language. */
export const TranslatedTextSchema = z.object({
  /** names the text for a save: kind, item, field and place in its list */
  key: z.string(),
  /** what the editor calls it: "Name", "Day 2 · title", "Included · Airport transfers" */
  label: z.string(),
  /** a category's name is shared by every trip and destination that names it */
  shared: z.boolean(),
  /** rich text (HTML of the storefront's allow-list) or one plain line */
  html: z.boolean(),
  english: z.string(),
  /** the stored translation, even an outdated one; null when there is none */
  text: z.string().nullable(),
  state: z.enum(TRANSLATION_STATES),
});
export type TranslatedText = z.infer<typeof TranslatedTextSchema>;

/** `GET /admin/{trips|destinations}/{uuid}/translations/{locale}` */
export const ItemTranslationsSchema = z.object({
  locale: z.enum(TRANSLATION_LOCALES),
  texts: z.array(TranslatedTextSchema),
});
export type ItemTranslations = z.infer<typeof ItemTranslationsSchema>;
