// `npm run dev`: the API (reloaded on change) on 3000 and Vite with hot reload on 5173.
import { execFileSync, spawn } from 'node:child_process';

// The cut typefaces and their @font-face rules, which fonts.css imports (scripts/fonts.mjs; done once, then only when
// it or the fonts change).
execFileSync(process.execPath, ['scripts/fonts.mjs'], { stdio: 'inherit' });

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/server/server.ts'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? 'dist/web' },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
