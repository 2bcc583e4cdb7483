import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ItemTranslationsSchema } from '#domain/api/admin-translations.js';
import { successEnvelope } from '#domain/api/envelope.js';
import { TranslationLocaleSchema, TranslationsSaveSchema } from '#domain/schemas/admin-translations.js';
import { ok } from '#server/lib/envelope.js';
import { getItemTranslations, saveItemTranslations } from '#server/use-cases/catalogue/item-translations.js';
import { createUseCaseDeps } from '#server/use-cases/use-case.js';
import { adminTags as tags } from './admin-tags.js';

// Any text for the uuid: a malformed one is an unknown item (404), not a validation error.
const params = z.object({ uuid: z.string(), locale: TranslationLocaleSchema });
const envelope = successEnvelope(z.object({ translations: ItemTranslationsSchema }));

/** The Translations tab of the trip and destination editors: one language's texts beside the English. */
export const adminTranslationRoutes: FastifyPluginAsyncZod = async (app) => {
  const depsFor = createUseCaseDeps(app);

  for (const kind of ['trip', 'destination'] as const) {
    const path = `/${kind}s/:uuid/translations/:locale`;
    app.get(
      path,
      {
        schema: {
          tags,
          summary: `A ${kind}'s texts in English beside their translation in one language, each marked missing, current or outdated`,
          params,
          response: { 200: envelope },
        },
      },
      async (request) => {
        const translations = await getItemTranslations({ kind, ...request.params }, await depsFor(request));
        return ok('Translations fetched successfully', { translations });
      },
    );

    app.put(
      path,
      {
        schema: {
          tags,
          summary: `Save some of a ${kind}'s translations in one language (an empty text removes one: the storefront shows the English)`,
          params,
          body: TranslationsSaveSchema,
          response: { 200: envelope },
        },
      },
      async (request) => {
        const translations = await saveItemTranslations(
          { kind, ...request.params, ...request.body },
          await depsFor(request),
        );
        // This process's micro-cache forgets at once; other processes key on the bumped catalogue version.
        app.responseCache.clear();
        return ok('Translations saved successfully', { translations });
      },
    );
  }
};
