import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * All SQL lives in src/server/repositories (README.md 'What goes where'): a route or a use case asks a
 * repository, never the database. Besides the repositories, only the database's own code (db/: schema, client,
 * migrations, seed) and what only tests run may build a query.
 */
const SERVER = fileURLToPath(new URL('..', import.meta.url));
const ALLOWED_FOLDERS = ['repositories/', 'db/', 'test/'];
const isTestOnly = (path: string) => /\.test\.ts$|-test-kit\.ts$/.test(path);

/** What building or running a query looks like: Drizzle's operators and `sql`, the tables, a query on the client. */
const QUERY_SIGNS: [string, RegExp][] = [
  ["a value import from 'drizzle-orm'", /^import\s+(?!type\s)[^;]*?from\s+'drizzle-orm(?:\/[^']*)?';/gm],
  ['a value import of the tables', /^import\s+(?!type\s)[^;]*?from\s+'#server\/db\/schema(?:\/[^']*)?';/gm],
  ['an sql`…` template', /\bsql`/g],
  ['a query on the client', /\b(?:db|tx)\.(?:select|selectDistinct|insert|update|delete|execute|query)\b/g],
];

/** The query signs in one file's text, each as `line N: what`. */
function querySigns(text: string): string[] {
  return QUERY_SIGNS.flatMap(([what, pattern]) =>
    [...text.matchAll(pattern)].map((match) => `line ${text.slice(0, match.index).split('\n').length}: ${what}`),
  );
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });

const serverFiles = sourceFiles(SERVER).map((path) => ({
  path: relative(SERVER, path).split('\\').join('/'),
  text: readFileSync(path, 'utf8'),
}));

describe('SQL stays in the repositories', () => {
  it('finds no query outside repositories/, db/ and the tests', () => {
    const outside = serverFiles.filter(
      ({ path }) => !ALLOWED_FOLDERS.some((folder) => path.startsWith(folder)) && !isTestOnly(path),
    );
    // A sanity floor: an empty scan would pass whatever the code does.
    expect(outside.length).toBeGreaterThan(200);
    const found = outside.flatMap(({ path, text }) => querySigns(text).map((sign) => `${path} ${sign}`));
    expect(found).toEqual([]);
  });

  it('recognises the queries every repository writes', () => {
    const repositories = serverFiles.filter(({ path }) => /^repositories\/.*-repository\.ts$/.test(path));
    expect(repositories.length).toBeGreaterThan(20);
    expect(repositories.filter(({ text }) => querySigns(text).length === 0).map(({ path }) => path)).toEqual([]);
  });

  it('tells a query from a type or a transaction', () => {
    expect(querySigns("import { and, eq } from 'drizzle-orm';")).toEqual(["line 1: a value import from 'drizzle-orm'"]);
    expect(querySigns("import {\n  sql,\n  type SQL,\n} from 'drizzle-orm';")).toHaveLength(1);
    expect(querySigns("import * as t from '#server/db/schema/index.js';")).toHaveLength(1);
    expect(querySigns('const n = 1;\nawait deps.db.execute(sql`select 1`);')).toEqual([
      'line 2: an sql`…` template',
      'line 2: a query on the client',
    ]);
    expect(querySigns("import type { SQL } from 'drizzle-orm';")).toEqual([]);
    expect(querySigns("import type { MailAttachment } from '#server/db/schema/mail.js';")).toEqual([]);
    expect(querySigns('return deps.db.transaction(async (tx) => createCartRepository(tx).clear(id));')).toEqual([]);
  });
});
