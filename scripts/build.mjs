// Builds everything `npm run serve` needs: generated images, the web app and the server bundle.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { build as bundle } from 'esbuild';
import { build as buildWeb } from 'vite';

const started = Date.now();
execFileSync(process.execPath, ['--import', 'tsx', 'scripts/images/generate.ts', 'src/web/public/images'], {
  stdio: 'inherit',
});
await buildWeb({ configFile: 'vite.config.ts', logLevel: 'info' });

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
