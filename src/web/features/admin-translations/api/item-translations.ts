import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ItemTranslations, TranslationLocale } from '#domain/api/admin-translations.js';
import type { TranslationsSaveInput } from '#domain/schemas/admin-translations.js';
import { adminApi } from '#web/admin-kit/api/admin-api.js';
import type { CatalogueKind } from '#web/features/admin-catalogue/lib/catalogue-format.js';
import { translationKeys } from './keys.js';

const translationsPath = (kind: CatalogueKind, uuid: string, locale: TranslationLocale) =>
  `/${kind}s/${encodeURIComponent(uuid)}/translations/${locale}`;

/** One language's texts of the page beside the English, as they stand now. */
export const useItemTranslations = (kind: CatalogueKind, uuid: string, locale: TranslationLocale) =>
  useQuery({
    queryKey: translationKeys.item(kind, uuid, locale),
    queryFn: async ({ signal }) =>
      (await adminApi<{ translations: ItemTranslations }>(translationsPath(kind, uuid, locale), { signal })).data
        .translations,
  });

/** Saves the texts given; the answer is the tab's new state. */
export function useSaveTranslations(kind: CatalogueKind, uuid: string, locale: TranslationLocale) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: TranslationsSaveInput) =>
      (
        await adminApi<{ translations: ItemTranslations }>(translationsPath(kind, uuid, locale), {
          method: 'PUT',
          body: input,
        })
      ).data.translations,
    onSuccess: (translations) => client.setQueryData(translationKeys.item(kind, uuid, locale), translations),
  });
}
