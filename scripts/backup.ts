/**
 * A backup of the embedded database and the uploads, safe while the server runs:
 *
 *     npm run backup [-- --out backups/storefront.tar.gz]
 *
 * Reads DATA_DIR like the server. With a server running on that folder the server makes the database
 * snapshot (src/server/backup/backup-endpoint.ts); without one this process opens the folder itself.
 * On PostgreSQL (DATABASE_URL set) it writes nothing and prints the pg_dump steps of
 * docs/operations/backup.md.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createBackup } from '#server/backup/create-backup.js';
import { BackupError } from '#server/backup/database-snapshot.js';
import { ConfigError, loadEnv } from '#server/config/env.js';
import { DataDirInUseError } from '#server/db/data-dir-lock.js';

const POSTGRES_STEPS = `DATABASE_URL is set: the database is PostgreSQL, which npm run backup does not copy. Back it up with
  pg_dump --format=custom --file=storefront.pgdump "$DATABASE_URL"
and the uploads with
  tar -czf storefront-uploads.tar.gz -C "$DATA_DIR" passports media
(see docs/operations/backup.md, which also gives the restore steps).`;

const stamp = () => new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

async function main(): Promise<void> {
  const { values } = parseArgs({ args: process.argv.slice(2), options: { out: { type: 'string' } } });
  const env = loadEnv();
  if (env.DATABASE_URL) {
    console.error(POSTGRES_STEPS);
    process.exit(2);
  }
  const out = values.out ?? join('backups', `storefront-${stamp()}.tar.gz`);
  const started = Date.now();
  const result = await createBackup(env.DATA_DIR, out);
  console.log(
    `Backed up ${env.DATA_DIR} to ${result.file}: database ${(result.databaseBytes / 1e6).toFixed(1)} MB ` +
      `(snapshot from the ${result.from}), ${result.files} uploaded files, in ${Date.now() - started} ms.`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof BackupError || error instanceof ConfigError || error instanceof DataDirInUseError) {
    console.error(error.message);
  } else {
    console.error('The backup failed:', error);
  }
  process.exit(1);
});
