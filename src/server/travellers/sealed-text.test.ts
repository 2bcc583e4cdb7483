import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TRAVELLER_DATA_KEY_FILE, travellerDataKey } from '#server/config/traveller-data-key.js';
import { createSealer } from './sealed-text.js';

const dir = mkdtempSync(join(tmpdir(), 'traveller-key-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('createSealer', () => {
  const key = Buffer.alloc(32, 7);

  it('seals to text that holds nothing of the number, differently each time, and opens it again', () => {
    const sealer = createSealer(key);
    const [a, b] = [sealer.seal('C01X00T47'), sealer.seal('C01X00T47')];
    expect(a).not.toBe(b);
    expect(a).not.toContain('C01X00T47');
    expect(Buffer.from(a).toString('latin1')).not.toMatch(/C01X|00T47/);
    expect(sealer.open(a)).toBe('C01X00T47');
  });

  it('opens nothing sealed with another key or changed since', () => {
    const sealed = createSealer(key).seal('C01X00T47');
    expect(createSealer(Buffer.alloc(32, 8)).open(sealed)).toBeNull();
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = `${version}.${iv}.${tag}.${body!.slice(0, -1)}${body!.endsWith('A') ? 'B' : 'A'}`;
    expect(createSealer(key).open(flipped)).toBeNull();
    expect(createSealer(key).open('not sealed')).toBeNull();
  });
});

describe('travellerDataKey', () => {
  it('uses the configured key', () => {
    const hex = 'ab'.repeat(32);
    expect(travellerDataKey({ TRAVELLER_DATA_KEY: hex, DATA_DIR: dir }).toString('hex')).toBe(hex);
  });

  it('makes one in DATA_DIR when none is configured, readable by the server alone, and keeps it', () => {
    const made = travellerDataKey({ TRAVELLER_DATA_KEY: undefined, DATA_DIR: dir });
    expect(made).toHaveLength(32);
    const file = join(dir, TRAVELLER_DATA_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(made.toString('hex'));
    expect(travellerDataKey({ TRAVELLER_DATA_KEY: undefined, DATA_DIR: dir }).equals(made)).toBe(true);
  });
});
