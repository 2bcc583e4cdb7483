import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readTar, tarEnd, tarHeader, tarPadding } from './tar.js';

const work = mkdtempSync(join(tmpdir(), 'storefront-tar-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const mtime = new Date('2026-11-24T12:00:00Z');

function archiveOf(entries: Record<string, Buffer>): Buffer {
  const parts: Buffer[] = [];
  for (const [name, body] of Object.entries(entries)) {
    parts.push(tarHeader({ name, type: 'file', size: body.length, mode: 0o600, mtime }), body, tarPadding(body.length));
  }
  return Buffer.concat([...parts, tarEnd()]);
}

async function* chunked(bytes: Buffer, size: number) {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

async function readAll(source: AsyncIterable<Buffer>): Promise<Record<string, string>> {
  const read: Record<string, string> = {};
  for await (const { header, body } of readTar(source)) {
    const parts: Buffer[] = [];
    for await (const part of body) parts.push(part);
    read[header.name] = Buffer.concat(parts).toString();
  }
  return read;
}

const longName = `files/media/public/${'a'.repeat(60)}/${'b'.repeat(80)}.webp`;
const entries = {
  'backup.json': Buffer.from('{"a":1}'),
  'files/empty.txt': Buffer.alloc(0),
  [longName]: Buffer.from('x'.repeat(1500)),
};

describe('tar', () => {
  it('reads back what it wrote, whatever the chunk sizes, names longer than 100 bytes included', async () => {
    const archive = archiveOf(entries);
    const expected = Object.fromEntries(Object.entries(entries).map(([k, v]) => [k, v.toString()]));
    for (const size of [1, 7, 512, 100_000]) expect(await readAll(chunked(archive, size))).toEqual(expected);
  });

  it('writes archives the system tar lists', () => {
    const file = join(work, 'listed.tar');
    writeFileSync(file, archiveOf(entries));
    expect(execFileSync('tar', ['-tf', file], { encoding: 'utf8' }).trim().split('\n')).toEqual(Object.keys(entries));
  });

  it('refuses a damaged header and a truncated archive', async () => {
    const damaged = archiveOf(entries);
    damaged[10] = 0x41;
    await expect(readAll(chunked(damaged, 512))).rejects.toThrow('the archive is damaged');
    const truncated = archiveOf(entries).subarray(0, 1024);
    await expect(readAll(chunked(truncated, 512))).rejects.toThrow('the archive is truncated');
  });

  it('skips the body of an entry nobody reads', async () => {
    const names: string[] = [];
    for await (const { header } of readTar(chunked(archiveOf(entries), 300))) names.push(header.name);
    expect(names).toEqual(Object.keys(entries));
  });
});
