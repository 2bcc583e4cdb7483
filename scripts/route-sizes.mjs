// Prints the JavaScript each route downloads (the shared entry plus the route's own chunks), gzipped,
// from Vite's manifest. Exits non-zero when the home page is over its budget (with BUNDLE_BUDGET=enforce).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? 'dist/web';
const HOME_BUDGET_KB = 150;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const gzipKb = (file) => gzipSync(readFileSync(join(dist, file))).length / 1024;

/** A chunk and everything it imports statically. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) closure(child, seen);
  return seen;
}

const [entryKey] = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
const shared = closure(entryKey);
const sizeOf = (keys) => [...keys].reduce((sum, key) => sum + gzipKb(manifest[key].file), 0);
const sharedKb = sizeOf(shared);

const rows = Object.entries(manifest)
  .filter(([key, chunk]) => chunk.isDynamicEntry && key.includes('app/routes/'))
  .map(([key]) => {
    const own = [...closure(key)].filter((k) => !shared.has(k));
    const name = key.replace(/^.*app\/routes\//, '').replace(/\.tsx$/, '');
    return { name, totalKb: sharedKb + sizeOf(own) };
  })
  .sort((a, b) => a.name.localeCompare(b.name));

console.log(`\nJavaScript per route, gzipped (shared entry ${sharedKb.toFixed(1)} KB included):`);
for (const row of rows) console.log(`  ${row.name.padEnd(28)} ${row.totalKb.toFixed(1).padStart(7)} KB`);
const home = rows.find((r) => r.name === 'home');
if (home && home.totalKb > HOME_BUDGET_KB) {
  console.error(`home page JavaScript ${home.totalKb.toFixed(1)} KB is over the ${HOME_BUDGET_KB} KB budget`);
  if (process.env.BUNDLE_BUDGET === 'enforce') process.exit(1);
}
