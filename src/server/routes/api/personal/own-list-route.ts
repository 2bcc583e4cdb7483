import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { successEnvelope } from '#domain/api/envelope.js';
import { ok } from '#server/lib/envelope.js';
import { tags, userIdOf } from './current-user.js';

interface OwnList<K extends string, S extends z.ZodType> {
  /** e.g. `/user/likes` */
  path: string;
  /** the key of `data`, e.g. `likes` */
  key: K;
  item: S;
  summary: string;
  message: string;
  list(userId: number): Promise<z.input<S>[]>;
}

/** GET of the signed-in user's own rows of one kind (likes, ratings, cart), each with its item. */
export function registerOwnListRoute<K extends string, S extends z.ZodType>(
  app: FastifyInstance,
  own: OwnList<K, S>,
): void {
  const data = z.object({ [own.key]: z.array(own.item) } as Record<K, z.ZodArray<S>>);
  app.get(
    own.path,
    { schema: { tags, summary: own.summary, response: { 200: successEnvelope(data) } } },
    async (request) => ok(own.message, { [own.key]: await own.list(userIdOf(request)) }),
  );
}
