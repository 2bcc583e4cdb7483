import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CatalogueLocaleQuerySchema } from '#domain/api/catalogue.js';
import { successEnvelope } from '#domain/api/envelope.js';
import type { Locale } from '#domain/i18n/locales.js';
import { ok } from '#server/lib/envelope.js';
import { notFound } from '#server/lib/http-error.js';
import { isUuid } from '#server/lib/uuid.js';

interface ItemDetail<K extends string, S extends z.ZodType> {
  /** `trips` answers `/trips/:uuid` */
  collection: string;
  /** the key of `data`, e.g. `trip` */
  key: K;
  schema: S;
  summary: string;
  found: string;
  notFound: string;
  find(uuid: string, locale: Locale): Promise<z.input<S> | null>;
}

/**
 * One catalogue item by uuid, micro-cached: the same route for GET and POST, since the site's client
 * reads some details with POST. Anything that is not a uuid is as unknown as a uuid without a row.
 */
export function registerItemDetailRoute<K extends string, S extends z.ZodType>(
  app: FastifyInstance,
  item: ItemDetail<K, S>,
): void {
  const envelope = successEnvelope(z.object({ [item.key]: item.schema } as Record<K, S>));
  const options = {
    schema: {
      tags: ['Catalogue'],
      summary: item.summary,
      params: z.object({ uuid: z.string() }),
      querystring: CatalogueLocaleQuerySchema,
      response: { 200: envelope, 304: z.null().describe('Not modified') },
    },
  };
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const { uuid } = request.params as { uuid: string };
    const { locale } = request.query as { locale: Locale };
    if (!isUuid(uuid)) throw notFound(item.notFound);
    const cacheKey = `${item.key}:${locale}:${uuid.toLowerCase()}`;
    return app.responseCache.send(request, reply, cacheKey, envelope, async () => {
      const found = await item.find(uuid, locale);
      if (!found) throw notFound(item.notFound);
      return ok(item.found, { [item.key]: found } as z.input<typeof envelope>['data']);
    });
  };
  app.get(`/${item.collection}/:uuid`, options, handler);
  app.post(`/${item.collection}/:uuid`, options, handler);
}
