import type { TranslationLocale } from '#domain/api/admin-translations.js';

/** One language's texts of a trip's (`kind` 'trip') or destination's page. */
export const translationKeys = {
  all: ['admin', 'translations'] as const,
  item: (kind: string, uuid: string, locale: TranslationLocale) =>
    ['admin', 'translations', kind, uuid, locale] as const,
};
