import { randomBytes } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createPreviewTokens, type PreviewTokens } from './auth/preview-token.js';
import { apiDocsEnabled, type Env } from './config/env.js';
import { travellerDataKey } from './config/traveller-data-key.js';
import type { Database, PoolStats } from './db/client.js';
import { createResponseCache, type ResponseCache } from './lib/response-cache.js';
import { createMailQueue, type MailQueue } from './mail/mail-queue.js';
import { createScheduler, type JobHandlers, type Scheduler, type Sweep } from './scheduler/scheduler.js';
import { SWEEPS } from './scheduler/sweeps.js';
import { TRIP_JOBS } from './scheduler/trip-jobs.js';
import { registerPublicMedia } from './media/public-media.js';
import { createUploadStore } from './storage/create-upload-store.js';
import type { UploadStore } from './storage/upload-store.js';
import { createSendMail } from './mail/mail-transport.js';
import {
  clientErrorReply,
  frameworkErrorReply,
  MAX_PARAM_LENGTH,
  registerErrorHandler,
} from './plugins/error-handler.js';
import { registerMetrics } from './plugins/metrics.js';
import { registerPrivatePages } from './plugins/private-pages.js';
import { registerProtocolGuards, requestTimeouts } from './plugins/protocol-guards.js';
import { registerTypeableInput } from './plugins/typeable-input.js';
import { registerOpenApi } from './plugins/open-api.js';
import { registerRateLimits } from './plugins/rate-limits.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerWebApp } from './plugins/web-app.js';
import { readCatalogueVersion } from './repositories/catalogue-version.js';
import { apiRoutes } from './routes/api/index.js';
import { healthRoutes } from './routes/health.js';
import { languageChoiceRoutes } from './routes/language-choice.js';
import { searchRedirectRoutes } from './routes/search-redirect.js';
import { createPlaceFinder, type PlaceFinder } from './search/place-finder.js';
import { seoRoutes } from './routes/seo/index.js';
import { createServerPages } from './ssr/server-pages.js';
import { trackRequest } from './use-cases/requests/track-request.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    env: Env;
    responseCache: ResponseCache;
    mail: MailQueue;
    /** time-driven work: reminders, trip mails, completion (scheduler/scheduler.ts) */
    scheduler: Scheduler;
    previewTokens: PreviewTokens;
    uploads: UploadStore;
    /** the search's place index, made once per catalogue version (search/place-finder.ts) */
    places: PlaceFinder;
    /** the time now: the real clock, or a test's (quotes expire and instalments fall due by it) */
    clock: () => Date;
  }
}

export interface BuildAppOptions {
  env: Env;
  db: Database;
  logger?: FastifyServerOptions['logger'];
  /** the database pool's connections, for GET /metrics (DatabaseHandle.poolStats) */
  poolStats?: () => PoolStats;
  /** where uploads are kept; by default the store the configuration names (storage/create-upload-store.ts) */
  uploads?: UploadStore;
  /** told about every route as it is registered (the tests fuzz each one) */
  onRoute?: (route: RouteOptions) => void;
  /** the catalogue's version as pages and cached answers read it; by default a query each time (catalogue-version.ts) */
  catalogueVersion?: () => Promise<number>;
  /** the time now; a test passes its own to move through days (quote validity, instalments due) */
  clock?: () => Date;
  /** jobs replacing the product's of the same kind (a test makes one fail) */
  jobHandlers?: Partial<JobHandlers>;
  /** sweeps run by every scheduler tick; the product's by default */
  sweeps?: readonly Sweep[];
  /**
   * Whether the scheduler ticks by itself (at start, on its timer, after a move that made work due): a server does;
   * a test's app does not, and runs `app.scheduler.tick()` when it has moved its clock.
   */
  schedulerTicks?: boolean;
}

/** Composes the plugins, then the routes. No listening, no database opening: server.ts does that. */
export async function buildApp({
  env: configured,
  db,
  logger = false,
  poolStats,
  uploads = createUploadStore(configured),
  onRoute,
  catalogueVersion = () => readCatalogueVersion(db),
  clock = () => new Date(),
  jobHandlers = {},
  sweeps = SWEEPS,
  schedulerTicks = true,
}: BuildAppOptions): Promise<FastifyInstance> {
  // The traveller data key, made and kept in DATA_DIR when not configured: every use case reads it from the config.
  const env: Env = { ...configured, TRAVELLER_DATA_KEY: travellerDataKey(configured).toString('hex') };
  const app = Fastify({
    logger,
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // A `__proto__` key (or `constructor.prototype`) in a JSON body is valid JSON and, like any field the API
    // does not know, dropped (docs/api/README.md 'Validation'); refusing it as "not valid JSON" was untrue.
    // Removed at parsing, it never reaches an object merge.
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: frameworkErrorReply,
    clientErrorHandler: clientErrorReply,
    ...requestTimeouts(env.REQUEST_TIMEOUT_MS),
    // While draining for a shutdown, a request that still arrives on an open connection is served
    // (with Connection: close) rather than refused with a body outside our envelope.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  if (onRoute) app.addHook('onRoute', onRoute);
  // Every body is JSON (or multipart where a route says so): a text/plain body is the same 400 as any
  // other wrong content type, not a string that reaches validation as a 422.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('env', env);
  app.decorate('clock', clock);
  app.decorate('responseCache', createResponseCache(env.CATALOGUE_CACHE_SECONDS * 1000, catalogueVersion));
  const places = createPlaceFinder(db, catalogueVersion);
  app.decorate('places', places);
  const mail = createMailQueue({
    db,
    send: createSendMail({ smtpUrl: env.SMTP_URL, dataDir: env.DATA_DIR, timeoutMs: env.MAIL_TIMEOUT_MS }),
    from: env.MAIL_FROM,
    retrySeconds: env.MAIL_RETRY_SECONDS,
    log: app.log,
  });
  app.decorate('mail', mail);
  const scheduler = createScheduler({
    db,
    mail,
    config: env,
    clock,
    handlers: { ...TRIP_JOBS, ...jobHandlers },
    sweeps,
    tickSeconds: schedulerTicks ? env.SCHEDULER_TICK_SECONDS : null,
    log: app.log,
  });
  app.decorate('scheduler', scheduler);
  app.decorate('uploads', uploads);
  // Without a configured secret a preview link works on the process that issued it, until it restarts.
  app.decorate('previewTokens', createPreviewTokens(env.PREVIEW_SECRET ?? randomBytes(32).toString('hex')));
  // After the last request: a delivery in progress finishes before the database closes.
  app.addHook('onClose', async () => {
    await scheduler.stop();
    await mail.stop();
    await uploads.close();
  });

  registerErrorHandler(app);
  registerProtocolGuards(app);
  registerPrivatePages(app);
  // Before everything else: its hooks time every request, and /metrics is outside /api's limits.
  registerMetrics(app, { token: env.METRICS_TOKEN, poolStats });
  registerTypeableInput(app);
  await registerSecurityHeaders(app);
  // API answers are compressed on the fly at a cheap setting; static assets come precompressed.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await registerRateLimits(app, {
    allowList: env.RATE_LIMIT_ALLOW,
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
  });
  await registerOpenApi(app, apiDocsEnabled(env));
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(healthRoutes);
  await app.register(seoRoutes);
  await app.register(searchRedirectRoutes);
  await app.register(languageChoiceRoutes);
  registerPublicMedia(app, uploads);
  const serverPages = await createServerPages({
    entryPath: join(dirname(resolve(env.WEB_DIST_DIR)), 'ssr', 'entry-server.js'),
    db,
    catalogueVersion,
    places,
    publicUrl: env.PUBLIC_URL,
    cacheSeconds: env.CATALOGUE_CACHE_SECONDS,
    unlimitedClients: env.RATE_LIMIT_ALLOW,
    // A tracking link opens the page without an account: the key is the only way in while the server renders it.
    trackRequest: (input) => trackRequest(input, { db, config: env, userId: null, now: app.clock }),
    log: app.log,
  });
  await registerWebApp(app, env.WEB_DIST_DIR, serverPages);
  return app;
}
