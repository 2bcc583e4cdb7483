import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { HttpError } from '#server/lib/http-error.js';

/** Per client address, a minute's window (docs/api/README.md 'Rate limits'). Reads are not limited. */
export const RATE_LIMITS = {
  account: { max: 10, timeWindow: 60_000 },
  requests: { max: 20, timeWindow: 60_000 },
} as const;

export interface RateLimitOptions {
  allowList: readonly string[];
  /** With several server processes behind a balancer the counters must be shared: Redis. */
  redisUrl?: string;
  redisPrefix: string;
}

export async function registerRateLimits(app: FastifyInstance, { allowList, redisUrl, redisPrefix }: RateLimitOptions) {
  const redis = redisUrl
    ? new Redis(redisUrl, {
        connectTimeout: 2000,
        // Fail fast rather than queue: a request must not wait on a Redis that is away.
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        lazyConnect: false,
      })
    : undefined;
  if (redis) {
    redis.on('error', (error) => app.log.warn({ err: error }, 'redis unavailable; rate limits fail open'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(fastifyRateLimit, {
    global: false,
    allowList: [...allowList],
    ...(redis ? { redis, nameSpace: `${redisPrefix}rate-limit:`, skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many attempts. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`),
  });
}
