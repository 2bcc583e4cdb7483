import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadEnv, type Env } from '#server/config/env.js';

/**
 * The configuration of an app built outside a real deployment (a test file, the API docs script): a
 * fresh temporary data folder, no web build (its folder, inside, stays empty unless a test writes one), a silent
 * log. `remove()` deletes the folder.
 */
export function scratchEnv(prefix: string, overrides: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const env: Env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'web'),
    LOG_LEVEL: 'silent',
    ...overrides,
  });
  return { env, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}
