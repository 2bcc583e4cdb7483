import { createI18n, type Translate } from '#web/i18n/i18n.js';
import { serverCatalogues } from '#web/i18n/server-catalogues.js';

/** The English translator as the app has it (the compiled catalogue): what tests render and word things with. */
export const english = createI18n('en', serverCatalogues.en);

/** `t` in English, for the helpers that take a translator. */
export const englishT = english.t as Translate;
