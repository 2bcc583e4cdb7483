import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.js';

const dirs: string[] = [];
const scratch = () => {
  const dir = mkdtempSync(join(tmpdir(), 'data-dir-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('lockDataDir', () => {
  it('holds the folder until released', () => {
    const dir = scratch();
    const release = lockDataDir(dir);
    expect(existsSync(join(dir, 'pglite.pid'))).toBe(true);
    release();
    expect(existsSync(join(dir, 'pglite.pid'))).toBe(false);
    lockDataDir(dir)();
  });

  it('refuses a folder held by another live process, saying what to do', () => {
    const dir = scratch();
    writeFileSync(join(dir, 'pglite.pid'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(/stop the server first: the embedded database admits one process/);
  });

  it('takes over a folder left by a process that died', () => {
    const dir = scratch();
    const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)']).stdout.toString().trim();
    writeFileSync(join(dir, 'pglite.pid'), dead);
    const release = lockDataDir(dir);
    release();
  });
});
