import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DatabaseHandle, Schema } from './client.js';

/** The committed migrations folder, found from this module whether it runs from src/ or dist/. */
export function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error('drizzle migrations folder not found');
}

// Any fixed number: several server processes starting together take turns migrating and seeding.
const SETUP_LOCK = 727_274;

/** Applies pending migrations, then runs `after` (the seed), under one lock on PostgreSQL. */
export async function migrateDatabase(handle: DatabaseHandle, after?: () => Promise<void>): Promise<void> {
  const folder = migrationsFolder();
  await handle.exclusive(SETUP_LOCK, async () => {
    if (handle.kind === 'pglite') {
      await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, { migrationsFolder: folder });
    } else {
      await migrateNodePg(handle.db as unknown as NodePgDatabase<Schema>, { migrationsFolder: folder });
    }
    await after?.();
  });
}
