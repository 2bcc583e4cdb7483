/**
 * A backup of the embedded database and the uploads, safe while the server runs:
 *
 *     npm run backup [-- --out backups/storefront.tar.gz]
 *
 * Reads DATA_DIR like the server. With a server running on that folder the server makes the database
 * snapshot (src/server/backup/backup-endpoint.ts); without one this process opens the folder itself.
 * The uploads come from where the server keeps them (the folder, or the object store when S3_BUCKET is
 * set). On PostgreSQL (DATABASE_URL set) pg_dump copies the database, and the uploads with it unless
 * they are in an object store: then this writes an archive of the uploads alone. See
 * docs/operations/backup.md.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createBackup, createUploadsBackup } from '#server/backup/create-backup.js';
import { BackupError } from '#server/backup/database-snapshot.js';
import { loadEnv } from '#server/config/env.js';
import { createUploadStore } from '#server/storage/create-upload-store.js';
import { commandLine, runCommand } from './command-line.js';

const USAGE = 'usage: npm run backup [-- --out <file.tar.gz>]';

const PG_DUMP = `  pg_dump --format=custom --file=storefront.pgdump "$DATABASE_URL"`;

const POSTGRES_STEPS = `DATABASE_URL is set: the database is PostgreSQL, which npm run backup does not copy. Back it up,
uploads included (they are in its table uploaded_files), with
${PG_DUMP}
(see docs/operations/backup.md, which also gives the restore steps).`;

const stamp = () => new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

async function main(): Promise<void> {
  const { values } = commandLine(USAGE, process.argv.slice(2), (args) =>
    parseArgs({ args, options: { out: { type: 'string' } } }),
  );
  const env = loadEnv();
  if (env.DATABASE_URL && !env.S3_BUCKET) {
    console.error(POSTGRES_STEPS);
    process.exit(2);
  }
  const out = values.out ?? join('backups', `storefront-${stamp()}.tar.gz`);
  const started = Date.now();
  const store = createUploadStore(env);
  try {
    if (env.DATABASE_URL) {
      const result = await createUploadsBackup(out, store);
      console.log(
        `Backed up the ${result.files} uploaded files of the bucket ${env.S3_BUCKET} to ${result.file} ` +
          `in ${Date.now() - started} ms. The database is PostgreSQL: back it up with\n${PG_DUMP}`,
      );
      return;
    }
    const result = await createBackup(env.DATA_DIR, out, store);
    console.log(
      `Backed up ${env.DATA_DIR} to ${result.file}: database ${(result.databaseBytes / 1e6).toFixed(1)} MB ` +
        `(snapshot from the ${result.from}), ${result.files} uploaded files, in ${Date.now() - started} ms.`,
    );
  } finally {
    await store.close();
  }
}

runCommand(main, 'The backup failed:', [BackupError]);
