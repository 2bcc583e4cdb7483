// Prints, from Vite's manifest, the JavaScript (gzipped) each kind of page downloads before the visitor acts:
// - a server-rendered page: the first script (boot.ts), the islands' runtime and each island it hydrates at
//   once (docs/decisions/017-islands.md); the islands a page has are known only when it renders, so the
//   budgets of Home and a trip page are checked in the browser (e2e/javascript-budget.spec.ts);
// - a page of the single-page app (account pages): its entry, main.tsx and the page's lazy route module;
// - the back office (entry admin.html), apart.
// Fails when a storefront chunk carries back-office code.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? 'dist/web';
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const gzipKb = (file) => gzipSync(readFileSync(join(dist, file))).length / 1024;

/** A chunk and everything it imports statically. */
function closure(key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const child of manifest[key].imports ?? []) closure(child, seen);
  return seen;
}

const sizeOf = (keys) => [...keys].reduce((sum, key) => sum + gzipKb(manifest[key].file), 0);
const dynamicOf = (key, pattern) => manifest[key]?.dynamicImports?.find((k) => pattern.test(k));
const kb = (value) => `${value.toFixed(1).padStart(7)} KB`;

// Server-rendered pages: boot.ts, then the islands' runtime, then each island's own chunks.
const boot = closure('index.html');
const runtimeKey = dynamicOf('index.html', /islands\/hydrate-islands\.tsx$/);
const runtime = closure(runtimeKey, new Set(boot));
const ISLAND_CHUNK = /(?:^|[/_])([a-z0-9-]+)\.island(?:\.tsx|-[\w-]+\.js)$/;
console.log(
  `\nServer-rendered pages, gzipped: first script and islands' runtime ${kb(sizeOf(runtime))}; each island adds:`,
);
for (const key of (manifest[runtimeKey]?.dynamicImports ?? []).sort()) {
  const name = ISLAND_CHUNK.exec(key)?.[1] ?? key;
  const own = [...closure(key)].filter((k) => !runtime.has(k));
  console.log(`  ${name.padEnd(28)} ${kb(sizeOf(own))}`);
}

// The single-page app's pages: boot.ts, main.tsx and the route's lazy module.
const appKey = dynamicOf('index.html', /main\.tsx$/);
const app = closure(appKey, new Set(boot));
function routeSizes(shared, routesDir) {
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
  for (const row of rows) console.log(`  ${row.name.padEnd(28)} ${kb(row.totalKb)}`);
}
print('Single-page app (account pages, and what they link to) per route', routeSizes(app, 'app/routes/'));
if (manifest['admin.html'])
  print('Back office (/admin) JavaScript per route', routeSizes(closure('admin.html'), 'admin/routes/'));

// The storefront must never carry back-office code: no chunk a storefront page loads comes from src/web/admin, the
// admin kit or an admin feature.
const storefrontKeys = new Set([...app, ...runtime]);
for (const [key, chunk] of Object.entries(manifest)) {
  if (chunk.isDynamicEntry && (key.includes('app/routes/') || key.includes('.island'))) closure(key, storefrontKeys);
}
for (const key of manifest[runtimeKey]?.dynamicImports ?? []) closure(key, storefrontKeys);
const leaked = [...storefrontKeys].filter((key) => /(^|\/)(admin\/|admin-kit\/|features\/admin-)/.test(key));
if (leaked.length > 0) {
  console.error(`back-office modules in the storefront's chunks: ${leaked.join(', ')}`);
  process.exit(1);
}
