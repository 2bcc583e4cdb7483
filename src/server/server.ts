import { buildApp } from './app.js';
import { startBackupEndpoint } from './backup/backup-endpoint.js';
import { ConfigError, loadEnv } from './config/env.js';
import { setUpDatabase } from './db/setup.js';
import { createCatalogueVersionSource } from './repositories/catalogue-version.js';
import { copyFolderUploads } from './storage/copy-folder-uploads.js';
import { loggerOptions } from './lib/log-safety.js';
import { startRateRefresher } from './rates/rate-refresher.js';

async function main(): Promise<void> {
  const env = loadEnv();
  // React (in the render entry) reads this: unset, it renders pages in its slow development build.
  process.env.NODE_ENV ??= env.NODE_ENV;
  const database = await setUpDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, seed: env.SEED_DEMO });
  const catalogueVersion = await createCatalogueVersionSource(database);
  const app = await buildApp({
    env,
    db: database.db,
    logger: loggerOptions(env.LOG_LEVEL),
    poolStats: database.poolStats,
    catalogueVersion: catalogueVersion.read,
  });
  app.addHook('onClose', () => catalogueVersion.stop());
  if (database.loosenedBeforeStart.length > 0) {
    app.log.warn(
      { count: database.loosenedBeforeStart.length, examples: database.loosenedBeforeStart.slice(0, 5) },
      'DATA_DIR held files others could read or write; they are private now (files 600, folders 700)',
    );
  }
  if (env.DATABASE_URL && !process.env.TRAVELLER_DATA_KEY) {
    // Each process would seal passport numbers with a key of its own DATA_DIR that the others cannot open.
    app.log.warn(
      'TRAVELLER_DATA_KEY is not set: this process seals passport numbers with a key kept in its own DATA_DIR; ' +
        'several processes sharing DATABASE_URL must all be given one TRAVELLER_DATA_KEY (decision 036)',
    );
  }
  // Uploads a folder-only version left under DATA_DIR move to the shared store once (storage/copy-folder-uploads.ts).
  const copied = await copyFolderUploads(env.DATA_DIR, app.uploads);
  if (copied.copied > 0) {
    app.log.info({ ...copied, store: app.uploads.kind }, 'copied the uploads under DATA_DIR into the shared store');
  }
  // `npm run backup` asks the running server for the embedded database (backup/backup-endpoint.ts).
  const backupEndpoint = database.snapshot
    ? await startBackupEndpoint(env.DATA_DIR, database.snapshot, app.log)
    : undefined;
  const stopRates = startRateRefresher(
    database.db,
    { url: env.RATES_PROVIDER_URL, minutes: env.RATES_REFRESH_MINUTES, timeoutMs: env.RATES_TIMEOUT_MS },
    app.log,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    stopRates();
    // Fastify stops accepting connections and waits for requests in flight before onClose.
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      await backupEndpoint?.close();
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(`storefront (${database.kind}) ready at ${env.PUBLIC_URL}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The storefront could not start:', error);
  }
  process.exit(1);
});
