import '../zod-setup.js';
import { z } from 'zod';
import { TRANSLATION_LOCALES } from '../api/admin-translations.js';
import { TRANSLATION_KEY_MESSAGE, TRANSLATION_LOCALE_MESSAGE, TRANSLATION_TEXT_MESSAGE } from './messages.js';

/** The locale of a translations URL: English is the source, never a translation. */
export const TranslationLocaleSchema = z.enum(TRANSLATION_LOCALES, { error: TRANSLATION_LOCALE_MESSAGE });

/**
 * What the Translations tab saves: the texts it changed, by key. An empty text removes the translation (the
 * storefront then shows the English); saving an outdated translation unchanged confirms it for the new English.
 */
export const TranslationsSaveSchema = z.object({
  texts: z
    .array(
      z.object({
        key: z.string({ error: TRANSLATION_KEY_MESSAGE }).min(1, { error: TRANSLATION_KEY_MESSAGE }).max(100),
        text: z.string({ error: TRANSLATION_TEXT_MESSAGE }).max(50_000, { error: TRANSLATION_TEXT_MESSAGE }),
      }),
    )
    .max(2_000, { error: TRANSLATION_TEXT_MESSAGE }),
});
export type TranslationsSaveInput = z.infer<typeof TranslationsSaveSchema>;
