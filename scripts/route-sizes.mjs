// Prints the JavaScript each route downloads (the shared entry plus the route's own chunks), gzipped,
// from Vite's manifest: the storefront (entry index.html) and, apart, the back office (entry admin.html).
// Exits non-zero when the home page is over its budget (with BUNDLE_BUDGET=enforce).
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

const sizeOf = (keys) => [...keys].reduce((sum, key) => sum + gzipKb(manifest[key].file), 0);

/**
 * What every page of an app loads: its entry's static closure and, for the storefront, the app its small
 * first script (boot.ts) imports once the page has loaded (main.tsx).
 */
function entryClosure(entryKey) {
  const shared = closure(entryKey);
  for (const key of manifest[entryKey]?.dynamicImports ?? []) if (key.endsWith('main.tsx')) closure(key, shared);
  return shared;
}

/** The routes of one app: its entry's closure plus each lazy route module's own chunks. */
function routeSizes(entryKey, routesDir) {
  const shared = entryClosure(entryKey);
  const sharedKb = sizeOf(shared);
  const rows = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && key.includes(routesDir))
    .map(([key]) => {
      const own = [...closure(key)].filter((k) => !shared.has(k));
      const name = key.slice(key.indexOf(routesDir) + routesDir.length).replace(/\.tsx$/, '');
      return { name, totalKb: sharedKb + sizeOf(own) };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  return { sharedKb, rows };
}

function print(title, { sharedKb, rows }) {
  console.log(`\n${title}, gzipped (shared entry ${sharedKb.toFixed(1)} KB included):`);
  for (const row of rows) console.log(`  ${row.name.padEnd(28)} ${row.totalKb.toFixed(1).padStart(7)} KB`);
}

const storefront = routeSizes('index.html', 'app/routes/');
print('JavaScript per route', storefront);
if (manifest['admin.html'])
  print('Back office (/admin) JavaScript per route', routeSizes('admin.html', 'admin/routes/'));

// The storefront must never carry back-office code: no chunk a storefront page loads comes from src/web/admin
// or an admin feature.
const storefrontKeys = entryClosure('index.html');
for (const [key, chunk] of Object.entries(manifest)) {
  if (chunk.isDynamicEntry && key.includes('app/routes/')) closure(key, storefrontKeys);
}
const leaked = [...storefrontKeys].filter((key) => /(^|\/)(admin\/|features\/admin-)/.test(key));
if (leaked.length > 0) {
  console.error(`back-office modules in the storefront's chunks: ${leaked.join(', ')}`);
  process.exit(1);
}

const home = storefront.rows.find((r) => r.name === 'home');
if (home && home.totalKb > HOME_BUDGET_KB) {
  console.error(`home page JavaScript ${home.totalKb.toFixed(1)} KB is over the ${HOME_BUDGET_KB} KB budget`);
  if (process.env.BUNDLE_BUDGET === 'enforce') process.exit(1);
}
