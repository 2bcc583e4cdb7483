import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { HttpError } from '#server/lib/http-error.js';

/** Per client address, a minute's window (docs/api/README.md 'Rate limits'). Reads are not limited. */
export const RATE_LIMITS = {
  account: { max: 10, timeWindow: 60_000 },
  requests: { max: 20, timeWindow: 60_000 },
} as const;

/**
 * A limit per signed-in account rather than per client address, for the writes one account could flood
 * (testimonials, ratings, the cart; docs/api/README.md 'Rate limits'). The route must sit behind the
 * `requireUser` hook (routes/api/personal/index.ts), so a signed-out call is a 401 and never counted;
 * it counts after validation, so only well-formed writes use up the allowance. Clients in `RATE_LIMIT_ALLOW` are exempt, as from the
 * others; with `REDIS_URL` the counters are shared by every process.
 */
export function perAccountLimit(max: number, timeWindow: number, allowList: readonly string[]) {
  return {
    max,
    timeWindow,
    // After validation: a form sent back with a typo (422) does not use up the account's allowance.
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) =>
      request.auth ? `account:${request.auth.userId}` : `client:${request.ip}`,
    allowList: (request: FastifyRequest) => allowList.includes(request.ip),
  };
}

export const HOUR_MS = 3_600_000;
export const MINUTE_MS = 60_000;

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
