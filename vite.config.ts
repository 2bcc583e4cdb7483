import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
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
    // Two pages: the storefront and the back office (/admin), each with its own entry and chunks, so the
    // storefront never downloads a byte of the back office.
    // The server's render entry is built apart (scripts/build.mjs) into dist/ssr.
    rollupOptions: {
      input: isSsrBuild
        ? ({ 'entry-server': dir('./src/web/entry-server.tsx') } as Record<string, string>)
        : { main: dir('./src/web/index.html'), admin: dir('./src/web/admin.html') },
    },
    // Every browser the site supports knows modulepreload; the polyfill would only add bytes. The pages'
    // chunks are listed by the server in each page's HTML (route-preloads.ts, read by boot.ts), so the scripts do not
    // carry a list of every lazy page's files as well.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/sitemap.xml': 'http://127.0.0.1:3000',
      '/robots.txt': 'http://127.0.0.1:3000',
    },
  },
}));
