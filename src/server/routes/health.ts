import type { FastifyPluginAsync } from 'fastify';
import { pingDatabase } from '#server/db/client.js';
import { UNAVAILABLE_MESSAGE } from '#server/lib/database-errors.js';
import { HttpError } from '#server/lib/http-error.js';

const READY_TIMEOUT_MS = 2000;

/** For a load balancer: /healthz says the process answers; /readyz says it can reach its database. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  const noStore = { 'cache-control': 'no-store' };
  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .headers(noStore)
      .send({ status: true, code: 200, message: 'ok', data: { uptime_s: Math.round(process.uptime()) } }),
  );
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('database ping timed out')), READY_TIMEOUT_MS);
    });
    try {
      await Promise.race([pingDatabase(app.db), timeout]);
    } catch {
      throw new HttpError(503, UNAVAILABLE_MESSAGE, undefined, { 'retry-after': '5', ...noStore });
    } finally {
      clearTimeout(timer);
    }
    return reply.headers(noStore).send({ status: true, code: 200, message: 'ready', data: { database: 'reachable' } });
  });
};
