import { openDatabase, type DatabaseHandle, type OpenDatabaseOptions } from './client.js';
import { migrateDatabase } from './migrate.js';
import { seedDemoCatalogue } from './seed/seed.js';

/** Opens the configured database, applies migrations and, on an empty database, the demo catalogue. */
export async function setUpDatabase(
  options: OpenDatabaseOptions & { seed: boolean; demoRequests?: boolean },
): Promise<DatabaseHandle> {
  const handle = await openDatabase(options);
  try {
    await migrateDatabase(handle, async () => {
      if (options.seed) await seedDemoCatalogue(handle.db, { requests: options.demoRequests ?? true });
    });
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}
