import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { BACKUP_FORMAT, MANIFEST_NAME } from './create-backup.js';
import { restoreBackup } from './restore-backup.js';
import { tarEnd, tarHeader, tarPadding } from './tar.js';

const work = mkdtempSync(join(tmpdir(), 'storefront-restore-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const manifest = { format: BACKUP_FORMAT, version: 1, createdAt: '2026-11-24T12:00:00Z', database: 'pglite' };

function archive(name: string, entries: Record<string, string>): string {
  const parts: Buffer[] = [];
  for (const [entry, text] of Object.entries(entries)) {
    const body = Buffer.from(text);
    parts.push(tarHeader({ name: entry, type: 'file', size: body.length, mode: 0o600, mtime: new Date() }));
    parts.push(body, tarPadding(body.length));
  }
  const file = join(work, name);
  writeFileSync(file, gzipSync(Buffer.concat([...parts, tarEnd()])));
  return file;
}

describe('restoreBackup refuses', () => {
  it('an archive that is not a backup', async () => {
    const file = archive('other.tar.gz', { 'notes.txt': 'hello' });
    await expect(restoreBackup(file, join(work, 'a'))).rejects.toThrow(`${file} is not a storefront backup.`);
  });

  it('an entry that would land outside the upload folders, writing nothing there', async () => {
    for (const name of ['files/../../escaped.txt', 'files/passports/../../escaped.txt', 'files/outbox/x.eml']) {
      // Deep enough that an escape would still land inside the scratch folder, where the test looks.
      const target = join(work, 'deep', 'er', 'still', `t-${readdirSync(work).length}`);
      const file = archive(`evil-${readdirSync(work).length}.tar.gz`, {
        [MANIFEST_NAME]: JSON.stringify(manifest),
        [name]: 'bad',
      });
      await expect(restoreBackup(file, target)).rejects.toThrow(`${file} holds an unexpected entry: ${name}`);
      expect(readdirSync(work, { recursive: true }).filter((path) => String(path).endsWith('escaped.txt'))).toEqual([]);
    }
  });

  it('an archive without a database', async () => {
    const file = archive('empty.tar.gz', { [MANIFEST_NAME]: JSON.stringify(manifest) });
    await expect(restoreBackup(file, join(work, 'b'))).rejects.toThrow(`${file} holds no database.`);
  });

  it('an archive that is missing', async () => {
    await expect(restoreBackup(join(work, 'nowhere.tar.gz'), join(work, 'c'))).rejects.toThrow(
      `There is no backup at ${join(work, 'nowhere.tar.gz')}.`,
    );
  });
});

describe('restoreBackup --force with a damaged archive', () => {
  it('leaves the folder as it was', async () => {
    const target = join(work, 'kept');
    mkdirSync(join(target, 'pglite'), { recursive: true });
    writeFileSync(join(target, 'pglite', 'PG_VERSION'), '17');
    const file = archive('no-database.tar.gz', { [MANIFEST_NAME]: JSON.stringify(manifest) });
    await expect(restoreBackup(file, target, { force: true })).rejects.toThrow(`${file} holds no database.`);
    expect(readdirSync(target, { recursive: true }).sort()).toEqual(['pglite', join('pglite', 'PG_VERSION')]);
  });
});
