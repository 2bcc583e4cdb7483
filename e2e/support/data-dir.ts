import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The DATA_DIR of the server the config started: scripts/e2e-server.mjs writes it to a file named by
 * its port (`dataDirPointer`), and the port reaches the specs as E2E_PORT.
 */
export function e2eDataDir(): string {
  const port = process.env.E2E_PORT;
  if (!port) throw new Error('E2E_PORT is not set: run the specs through `npx playwright test`');
  return readFileSync(join(tmpdir(), `storefront-e2e-${port}.data-dir`), 'utf8').trim();
}
