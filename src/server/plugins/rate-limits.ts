import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error.js';

/** API.md 'Limits': per client address, a minute's window. Reads are not limited. */
export const RATE_LIMITS = {
  account: { max: 10, timeWindow: 60_000 },
  requests: { max: 20, timeWindow: 60_000 },
} as const;

export async function registerRateLimits(app: FastifyInstance, allowList: readonly string[]): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    allowList: [...allowList],
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many attempts. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`),
  });
}
