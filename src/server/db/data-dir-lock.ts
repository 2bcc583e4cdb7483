import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Thrown when another live process holds the embedded database's folder. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The database in ${dir} is in use by process ${pid}: stop the server first: the embedded database admits one process.`,
    );
    this.name = 'DataDirInUseError';
  }
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * The embedded database (PGlite) admits one process: a second one opening the same folder would
 * corrupt it. The first writes its pid to `DATA_DIR/pglite.pid`; another process finding a live pid
 * there fails at once, while a pid left by a process that died is taken over. Answers the release.
 */
export function lockDataDir(dir: string): () => void {
  const file = join(dir, 'pglite.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => {
        if (readPid(file) === process.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readPid(file);
      if (holder !== null && holder !== process.pid && isAlive(holder)) throw new DataDirInUseError(dir, holder);
      rmSync(file, { force: true });
    }
  }
  throw new DataDirInUseError(dir, readPid(file) ?? -1);
}

function readPid(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}
