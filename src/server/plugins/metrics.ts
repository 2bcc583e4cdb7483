import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '#server/db/client.js';
import { HttpError } from '#server/lib/http-error.js';
import { readMailQueueDepth } from '#server/repositories/mail-queue-depth.js';

export const METRICS_PATH = '/metrics';

/** The route label for a request that matched no route: raw URLs would make a label per visitor's typo. */
export const UNMATCHED_ROUTE = 'unmatched';

export interface MetricsOptions {
  /** METRICS_TOKEN: without one there is no /metrics route and no hook at all */
  token: string | undefined;
  /** the database pool's connections (DatabaseHandle.poolStats); without it no pool gauges */
  poolStats?: (() => PoolStats) | undefined;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

function hasToken(request: FastifyRequest, expected: Buffer): boolean {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer (.+)$/i.exec(header);
  // Compared as digests: equal lengths for timingSafeEqual, and no timing hint about the token.
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1].trim()), expected);
}

function registerPoolGauges(registry: Registry, poolStats: () => PoolStats): void {
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections by state (total, idle, waiting for a connection); the embedded database is one connection',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = poolStats();
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'db_pool_max_connections',
    help: 'The most connections the database pool opens',
    registers: [registry],
    collect() {
      this.set(poolStats().max);
    },
  });
}

/**
 * `GET /metrics` in Prometheus' text format, behind a bearer token (docs/operations/README.md 'Metrics'):
 * requests and their latency per route pattern, rate-limit rejections, the mail queue, the database
 * pool and the process. Registered before the routes so its hooks see every request.
 */
export function registerMetrics(app: FastifyInstance, { token, poolStats }: MetricsOptions): void {
  if (!token) return;
  const expected = digest(token);
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const rejected = new Counter({
    name: 'rate_limit_rejections_total',
    help: 'Requests refused with 429 by a rate limit, by route pattern',
    labelNames: ['route'] as const,
    registers: [registry],
  });

  if (poolStats) registerPoolGauges(registry, poolStats);

  const mail = {
    pending: new Gauge({
      name: 'mail_queue_pending',
      help: 'E-mails waiting in the outbox to be sent (status pending)',
      registers: [registry],
    }),
    failed: new Gauge({
      name: 'mail_queue_failed',
      help: 'E-mails given up after the last attempt (status failed)',
      registers: [registry],
    }),
    oldestPendingSeconds: new Gauge({
      name: 'mail_queue_oldest_pending_age_seconds',
      help: 'Seconds since the oldest pending e-mail was queued; 0 when none is pending',
      registers: [registry],
    }),
  };
  // One read per scrape sets the three; a database that is away makes them NaN rather than failing the scrape.
  const readMail = async () => {
    const depth = await readMailQueueDepth(app.db).catch(() => undefined);
    mail.pending.set(depth?.pending ?? Number.NaN);
    mail.failed.set(depth?.failed ?? Number.NaN);
    mail.oldestPendingSeconds.set(depth?.oldestPendingSeconds ?? Number.NaN);
  };

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    if (route === METRICS_PATH) return;
    requests.inc({ method: request.method, route, status_code: String(reply.statusCode) });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) rejected.inc({ route });
  });

  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!hasToken(request, expected)) {
      throw new HttpError(401, 'A valid metrics token is required.', undefined, {
        'www-authenticate': 'Bearer realm="metrics"',
      });
    }
    await readMail();
    const body = await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(body);
  });
}
