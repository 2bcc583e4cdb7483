/**
 * Brings a backup of `npm run backup` back:
 *
 *     npm run restore -- <archive> [--to <folder>] [--force]
 *
 * Into DATA_DIR unless `--to` names another folder. The folder must be new or empty; `--force` replaces
 * its database and uploads. A server running on the folder makes it refuse, even with `--force`.
 */
import { parseArgs } from 'node:util';
import { commandLine, runCommand, UsageError } from './command-line.js';
import { BackupError } from '#server/backup/database-snapshot.js';
import { restoreBackup } from '#server/backup/restore-backup.js';
import { loadEnv } from '#server/config/env.js';
import { createUploadStore } from '#server/storage/create-upload-store.js';

const USAGE = 'usage: npm run restore -- <archive> [--to <folder>] [--force]';

async function main(): Promise<void> {
  const { values, positionals } = commandLine(USAGE, process.argv.slice(2), (args) =>
    parseArgs({
      args,
      allowPositionals: true,
      options: { to: { type: 'string' }, force: { type: 'boolean', default: false } },
    }),
  );
  if (positionals.length !== 1) throw new UsageError(USAGE);
  const env = loadEnv();
  const target = values.to ?? env.DATA_DIR;
  // The uploads go where the server reads them: the object store when one is configured, else the folder.
  const store = env.S3_BUCKET ? createUploadStore(env) : null;
  try {
    const result = await restoreBackup(positionals[0]!, target, { force: values.force, store });
    const where = store ? `the bucket ${env.S3_BUCKET}` : result.dataDir;
    const bucket = store ? ` (into ${where})` : '';
    console.log(
      result.bookings === null
        ? `Restored the ${result.files} uploaded files of the backup of ${result.manifest.createdAt} into ${where}.`
        : `Restored the backup of ${result.manifest.createdAt} into ${result.dataDir}: ${result.bookings} bookings, ` +
            `${result.files} uploaded files${bucket}. Start the server with DATA_DIR=${result.dataDir}.`,
    );
  } finally {
    await store?.close();
  }
}

runCommand(main, 'The restore failed:', [BackupError]);
