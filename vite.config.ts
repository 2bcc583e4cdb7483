import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: dir('./src/web'),
  publicDir: dir('./src/web/public'),
  plugins: [react(), tailwindcss()],
  build: {
    outDir: dir('./dist/web'),
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    reportCompressedSize: false,
    manifest: true,
    // Every browser the site supports knows modulepreload; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/sitemap.xml': 'http://127.0.0.1:3000',
      '/robots.txt': 'http://127.0.0.1:3000',
    },
  },
});
