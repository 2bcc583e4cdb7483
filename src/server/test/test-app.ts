import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { newPglite } from '#server/db/pglite.js';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '#server/app.js';
import type { Env } from '#server/config/env.js';
import { loggerOptions } from '#server/lib/log-safety.js';
import { openDatabase, type DatabaseHandle } from '#server/db/client.js';
import { createCatalogueVersionSource } from '#server/repositories/catalogue-version.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';
import { withDatabase } from './postgres-admin.js';
import { scratchEnv } from './scratch-env.js';
import { startSmtpSink, type SmtpSink } from './smtp-sink.js';

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  env: Env;
  close(): Promise<void>;
}

/** PostgreSQL runs only: a new database copied from the migrated, seeded template. */
export async function freshPostgresUrl(): Promise<string> {
  const templateUrl = inject('pgTemplateUrl');
  const template = new URL(templateUrl).pathname.slice(1);
  const name = `${template}_f${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  return withDatabase(templateUrl, name);
}

/** A fresh copy of the migrated, seeded database for one test file (on PostgreSQL: `databaseUrl`'s, if given). */
async function freshDatabase(
  onQuery?: (sql: string, params: unknown[]) => void,
  databaseUrl?: string,
): Promise<DatabaseHandle> {
  if (inject('pgTemplateUrl')) {
    return openDatabase({ databaseUrl: databaseUrl ?? (await freshPostgresUrl()), poolSize: 4, onQuery });
  }
  const dump = readFileSync(inject('pgliteDump'));
  const pglite = newPglite(undefined, { loadDataDir: new Blob([dump]) });
  return openDatabase({ pglite, onQuery });
}

export interface TestAppOptions {
  env?: Record<string, string>;
  onQuery?: (sql: string, params: unknown[]) => void;
  onRoute?: BuildAppOptions['onRoute'];
  /** the server's logger (its redaction and serializers), writing here at info level */
  logStream?: NodeJS.WritableStream;
  /** PostgreSQL only: a database from freshPostgresUrl() that another server process shares */
  databaseUrl?: string;
  /** a built site to serve, as `npm run build` leaves it in dist/web (a file's path → its text); none by default */
  webBuild?: Record<string, string>;
  /** the app's clock (BuildAppOptions.clock) */
  clock?: () => Date;
  /** the scheduler ticks by itself, as a server's does; by default a test runs `app.scheduler.tick()` itself */
  schedulerTicks?: boolean;
  /** scheduled jobs replacing the product's (BuildAppOptions.jobHandlers): a test makes one fail */
  jobHandlers?: BuildAppOptions['jobHandlers'];
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const databaseUrl = inject('pgTemplateUrl') ? (options.databaseUrl ?? (await freshPostgresUrl())) : undefined;
  // On PostgreSQL the configuration names it, as a deployment's does: the app then keeps uploads there too.
  const { env, remove } = scratchEnv('storefront-data-', {
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  });
  for (const [path, text] of Object.entries(options.webBuild ?? {})) {
    mkdirSync(dirname(join(env.WEB_DIST_DIR, path)), { recursive: true });
    writeFileSync(join(env.WEB_DIST_DIR, path), text);
  }
  const database = await freshDatabase(options.onQuery, databaseUrl);
  const logger = options.logStream ? loggerOptions('info', options.logStream) : false;
  // As server.ts reads it: known from the database's announcements, on either database.
  const catalogueVersion = await createCatalogueVersionSource(database);
  const app = await buildApp({
    env,
    db: database.db,
    onRoute: options.onRoute,
    logger,
    poolStats: database.poolStats,
    catalogueVersion: catalogueVersion.read,
    clock: options.clock,
    jobHandlers: options.jobHandlers,
    schedulerTicks: options.schedulerTicks ?? false,
  });
  app.addHook('onClose', () => catalogueVersion.stop());
  await app.ready();
  return {
    app,
    database,
    env,
    close: async () => {
      await app.close();
      await database.close();
      remove();
    },
  };
}

export type SmtpTestContext = TestContext & { sink: SmtpSink };

/** A test app whose mail goes over real SMTP to a sink the test reads; `close` stops both. */
export async function createSmtpTestApp(env: Record<string, string> = {}): Promise<SmtpTestContext> {
  const sink = await startSmtpSink();
  const ctx = await createTestApp({ env: { SMTP_URL: sink.url, ...env } });
  return {
    ...ctx,
    sink,
    close: async () => {
      await ctx.close();
      await sink.close();
    },
  };
}

/** What a use case needs, from a test app: for tests that call use cases directly. */
export function useCaseDeps(ctx: TestContext, userId: number | null = null): UseCaseDeps {
  return { db: ctx.database.db, mail: ctx.app.mail, config: ctx.env, uploads: ctx.app.uploads, userId };
}
