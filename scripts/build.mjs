// Builds everything `npm run serve` needs: generated images, the web app and the server bundle.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { build as bundle } from 'esbuild';
import { build as buildWeb } from 'vite';

const started = Date.now();

// Generated images are kept between builds; they are redrawn when the drawing code or the catalogue changes.
const IMAGES_DIR = 'src/web/public/images';
const STAMP = join(IMAGES_DIR, '.stamp');
const filesUnder = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
const hash = createHash('sha1');
for (const file of [...filesUnder('scripts/images'), ...filesUnder('src/server/db/seed/data')].sort()) {
  hash.update(file).update(readFileSync(file));
}
const stamp = hash.digest('hex');
const fresh = existsSync(STAMP) && readFileSync(STAMP, 'utf8') === stamp;
execFileSync(
  process.execPath,
  ['--import', 'tsx', 'scripts/images/generate.ts', IMAGES_DIR, ...(fresh ? [] : ['--force'])],
  { stdio: 'inherit' },
);
writeFileSync(STAMP, stamp);
// The typefaces' Latin files, cut to the weights the site uses (kept between builds like the images).
execFileSync(process.execPath, ['scripts/fonts.mjs'], { stdio: 'inherit' });
await buildWeb({ configFile: 'vite.config.ts', logLevel: 'warn' });
// The render entry the server imports to render public pages; outside dist/web, so it is never served.
await buildWeb({
  configFile: 'vite.config.ts',
  logLevel: 'warn',
  publicDir: false,
  build: {
    ssr: true,
    outDir: resolve('dist/ssr'),
    emptyOutDir: true,
    manifest: false,
  },
});
execFileSync(process.execPath, ['scripts/route-sizes.mjs', 'dist/web'], { stdio: 'inherit' });

// Text assets are compressed once here at the highest settings; the server sends the .br or .gz twin.
for (const file of filesUnder('dist/web')) {
  if (!['.js', '.css', '.html', '.svg', '.json', '.txt', '.xml'].includes(extname(file))) continue;
  const body = readFileSync(file);
  if (body.length < 1024) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
}

rmSync('dist/server', { recursive: true, force: true });
await bundle({
  entryPoints: ['src/server/server.ts'],
  outfile: 'dist/server/server.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  tsconfig: 'tsconfig.json',
  sourcemap: true,
  logLevel: 'warning',
});
console.log(`build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
