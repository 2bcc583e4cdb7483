import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

interface Entry {
  body: string;
  etag: string;
  expires: number;
}

/**
 * A micro-cache for public catalogue reads: the serialized answer is kept for a few seconds, so a
 * busy page costs one query per key per window instead of one per visitor. Keys come from validated
 * parameters (never the raw URL), and the map is bounded, so odd query strings cannot grow it.
 */
export function createResponseCache(ttlMs: number, maxEntries = 500) {
  const entries = new Map<string, Entry>();

  return {
    async send<S extends z.ZodType>(
      request: FastifyRequest,
      reply: FastifyReply,
      key: string,
      schema: S,
      compute: () => Promise<z.input<S>>,
      /** catalogue rows change with ratings, so by default every read revalidates (a cheap 304) */
      cacheControl = 'public, no-cache',
    ): Promise<FastifyReply> {
      const now = Date.now();
      let entry = ttlMs > 0 ? entries.get(key) : undefined;
      if (!entry || entry.expires <= now) {
        // Serialized through the response schema, as Fastify would, so no extra field leaks.
        const body = JSON.stringify(schema.parse(await compute()));
        entry = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, expires: now + ttlMs };
        if (ttlMs > 0) {
          entries.delete(key);
          entries.set(key, entry);
          if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
        }
      }
      void reply.header('etag', entry.etag).header('cache-control', cacheControl);
      if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(entry.body);
    },
    clear: () => entries.clear(),
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
