import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Env } from './env.js';

export const TRAVELLER_DATA_KEY_FILE = 'traveller-data.key';

/**
 * The 32-byte key that seals passport numbers. Configured (TRAVELLER_DATA_KEY) it is that; unset, the server makes
 * one the first time and keeps it in DATA_DIR beside the embedded database (files 600, like everything there), so
 * `npm start` with no configuration works and a restart still reads what it sealed. Several processes sharing
 * DATABASE_URL must be given one key: each would otherwise make its own (decision 036).
 */
export function travellerDataKey(env: Pick<Env, 'TRAVELLER_DATA_KEY' | 'DATA_DIR'>): Buffer {
  if (env.TRAVELLER_DATA_KEY) return Buffer.from(env.TRAVELLER_DATA_KEY, 'hex');
  const file = join(env.DATA_DIR, TRAVELLER_DATA_KEY_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (!/^[0-9a-f]{64}$/.test(stored))
      throw new Error(`${file} does not hold a traveller data key (64 hex characters)`);
    return Buffer.from(stored, 'hex');
  }
  mkdirSync(env.DATA_DIR, { recursive: true, mode: 0o700 });
  const made = randomBytes(32).toString('hex');
  // `wx`: two processes starting at once never overwrite each other's key; the loser reads the winner's.
  try {
    writeFileSync(file, `${made}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return travellerDataKey(env);
    throw error;
  }
  chmodSync(file, 0o600);
  return Buffer.from(made, 'hex');
}
