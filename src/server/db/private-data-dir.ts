import { chmodSync, existsSync, lstatSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** What DATA_DIR holds (the embedded database, passports, originals, mail) is for the server's user only. */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;

/**
 * Files and folders this process creates from now on are private (600/700): the embedded database's
 * new files, uploads and outbox mail alike. Answers the previous mask.
 */
export function createPrivately(): number {
  return process.umask(0o077);
}

/**
 * Walks DATA_DIR and takes every permission for group and others away (files 600, folders 700,
 * symbolic links left alone). The embedded database writes its initial files world-writable (666)
 * whatever the mask, and older versions of the server left them so. Answers the paths it changed,
 * relative to the folder.
 */
export function makeDataDirPrivate(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const changed: string[] = [];
  const visit = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    const wanted = stat.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE;
    if ((stat.mode & 0o777) !== wanted) {
      chmodSync(path, wanted);
      changed.push(relative(dir, path) || '.');
    }
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(dir);
  return changed;
}
