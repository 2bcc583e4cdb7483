import { openDatabase, type DatabaseHandle, type OpenDatabaseOptions } from './client.js';
import { migrateDatabase } from './migrate.js';
import { createPrivately, makeDataDirPrivate } from './private-data-dir.js';
import { seedDemoCatalogue } from './seed/seed.js';

export interface SetUpDatabase extends DatabaseHandle {
  /** files and folders under DATA_DIR that others could read or write before the start (now 600/700) */
  loosenedBeforeStart: string[];
}

/**
 * Opens the configured database, applies migrations and, on an empty database, the demo catalogue.
 * DATA_DIR is private around it: new files are created 600/700, what was open before the start is
 * closed (and reported), and what the embedded database wrote while opening is closed too.
 */
export async function setUpDatabase(
  options: OpenDatabaseOptions & { seed: boolean; demoRequests?: boolean },
): Promise<SetUpDatabase> {
  // Only a real start names its folder; tests and benches open in-memory copies.
  const dataDir = options.dataDir;
  if (dataDir !== undefined) createPrivately();
  const loosenedBeforeStart = dataDir === undefined ? [] : makeDataDirPrivate(dataDir);
  const handle = await openDatabase(options);
  try {
    await migrateDatabase(handle, async () => {
      if (options.seed) await seedDemoCatalogue(handle.db, { requests: options.demoRequests ?? true });
    });
  } catch (error) {
    await handle.close();
    throw error;
  }
  if (dataDir !== undefined) makeDataDirPrivate(dataDir);
  return { ...handle, loosenedBeforeStart };
}
