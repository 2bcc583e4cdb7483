import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The files and folders under `dir` that other users may write (relative paths). */
export function worldWritable(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
    (path) => (statSync(join(dir, path)).mode & 0o002) !== 0,
  );
}
