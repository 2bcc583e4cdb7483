import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type EncodedAnswer, encodedOnce, pickEncoding } from './content-encoding.js';
import { createSingleFlight } from './single-flight.js';

interface Entry {
  /** the answer's UTF-8 bytes: encoded once, then hashed and written as they are */
  body: Buffer;
  /** the same bytes compressed, once per encoding a client asked for */
  encoded: EncodedAnswer;
  etag: string;
  expires: number;
}

/** Smaller answers go out as they are (what @fastify/compress does below its threshold, app.ts). */
const COMPRESS_FROM_BYTES = 1024;

/** Reads the catalogue's version: one row by primary key, cheap enough to run once per cached read. */
export type VersionSource = () => Promise<number>;

/**
 * A micro-cache for public catalogue reads: the serialized answer is kept for a few seconds, so a
 * busy page costs one query per key per window instead of one per visitor. Keys come from validated
 * parameters (never the raw URL), and the map is bounded, so odd query strings cannot grow it.
 *
 * Every entry is keyed on the catalogue version, which every catalogue write bumps in the database:
 * a save made through any server process is seen by every other one on its next read, not after the TTL.
 * A key missed by many readers at once (right after a save) is computed once for all of them.
 */
export function createResponseCache(ttlMs: number, readVersion: VersionSource, maxEntries = 500) {
  const entries = new Map<string, Entry>();
  // One version read per request, however many cached answers it assembles.
  const versionByRequest = new WeakMap<FastifyRequest, Promise<number>>();
  let newestVersion = 0;
  const filling = createSingleFlight<Entry>();

  async function versionFor(request: FastifyRequest): Promise<number> {
    let version = versionByRequest.get(request);
    if (!version) {
      version = readVersion();
      versionByRequest.set(request, version);
    }
    const current = await version;
    // Entries of older versions can never be hit again: drop them rather than wait for eviction.
    if (current > newestVersion) {
      newestVersion = current;
      entries.clear();
    }
    return current;
  }

  /** Answers JSON text `compute` has already serialized (and validated): for answers made of stored texts. */
  async function sendJson(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    compute: () => Promise<string | Buffer>,
    /** catalogue rows change with ratings, so by default every read revalidates (a cheap 304) */
    cacheControl = 'public, no-cache',
  ): Promise<FastifyReply> {
    const versionedKey = ttlMs > 0 ? `${await versionFor(request)}:${key}` : key;
    let entry = ttlMs > 0 ? entries.get(versionedKey) : undefined;
    if (!entry || entry.expires <= Date.now()) {
      const fill = async (): Promise<Entry> => {
        const computed = await compute();
        const body = typeof computed === 'string' ? Buffer.from(computed, 'utf8') : computed;
        const filled = {
          body,
          encoded: encodedOnce(body),
          etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
          expires: Date.now() + ttlMs,
        };
        if (ttlMs > 0) {
          entries.delete(versionedKey);
          entries.set(versionedKey, filled);
          if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
        }
        return filled;
      };
      // Cached: the readers of one key while it is computed share that computation.
      entry = ttlMs > 0 ? await filling.run(versionedKey, fill) : await fill();
    }
    void reply.header('etag', entry.etag).header('cache-control', cacheControl);
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    void reply.type('application/json; charset=utf-8');
    if (ttlMs <= 0 || entry.body.length < COMPRESS_FROM_BYTES) return reply.send(entry.body);
    // A cached answer is compressed once, not once per reader (@fastify/compress leaves an encoded answer).
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') void reply.header('content-encoding', encoding);
    const bytes = await entry.encoded(encoding);
    return reply.header('vary', 'accept-encoding').send(bytes);
  }

  return {
    /** Answers the schema's serialization of what `compute` returns, as Fastify would, so no extra field leaks. */
    send<S extends z.ZodType>(
      request: FastifyRequest,
      reply: FastifyReply,
      key: string,
      schema: S,
      compute: () => Promise<z.input<S>>,
      cacheControl?: string,
    ): Promise<FastifyReply> {
      return sendJson(request, reply, key, async () => JSON.stringify(schema.parse(await compute())), cacheControl);
    },

    sendJson,
    clear: () => entries.clear(),
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
