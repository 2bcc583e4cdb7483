import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** A module path (src/… or a package) as a chunk group's test, whatever the platform's separator. */
const modules = (...paths: string[]) => {
  const escape = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\//g, '[\\\\/]');
  return new RegExp(`(${paths.map(escape).join('|')})`);
};

/**
 * Three chunks instead of a few dozen small ones (each compressed on its own pays a few hundred bytes more):
 * what every server-rendered page needs as its islands start (the header, the currency, links: 11.5 KB
 * gzipped); the query library with the live-rate currency, for the islands that read queries
 * (`withPageQueries`: 11.3 KB, never loaded by Home's first islands); and the form kit's text and date inputs
 * (with the few icons and date functions) that the search bar and every form share.
 */
const CHUNK_GROUPS = [
  // Vite's preload helper stays a chunk of its own: the first script needs it, and a group that captured it
  // would be loaded with that script, before the page has painted.
  { name: 'preload-helper', priority: 20, test: /vite[\\/]preload-helper/ },
  {
    name: 'island-base',
    priority: 10,
    test: modules(
      'src/web/lib/cn.ts',
      'src/web/lib/class-groups.ts',
      'src/web/lib/navigation.tsx',
      'src/web/lib/storage.ts',
      'src/web/lib/auth-token.ts',
      'src/web/components/ui/button.tsx',
      'src/web/components/page-head.ts',
      'src/web/config/paths.ts',
      'src/web/islands/island.tsx',
      'src/web/islands/island-root.tsx',
      'src/web/components/ui/deferred-toaster.tsx',
      'src/web/lib/after-load-idle.ts',
      'src/web/lib/notify.ts',
      'src/web/lib/api-client.ts',
      'src/web/features/currency/api/exchange-rate.ts',
      'src/web/features/currency/lib/',
      'src/web/features/currency/hooks/',
      'src/web/features/currency/components/static-currency-provider.tsx',
      'src/web/features/currency/components/currency-select.tsx',
      'src/web/features/currency/islands/',
      'src/web/features/reference/api/splash-basics-context.ts',
      'src/domain/site-paths.ts',
      'src/domain/currency/',
      'node_modules/clsx/',
      'node_modules/class-variance-authority/',
      'node_modules/lucide-react/dist/esm/createLucideIcon',
      'node_modules/lucide-react/dist/esm/defaultAttributes',
      'node_modules/lucide-react/dist/esm/shared/',
      'node_modules/lucide-react/dist/esm/Icon',
      'node_modules/lucide-react/dist/esm/context',
    ),
  },
  {
    name: 'page-queries',
    priority: 8,
    test: modules(
      'src/web/islands/page-queries.tsx',
      'src/web/lib/query-client.ts',
      'src/web/features/currency/components/currency-provider.tsx',
      'src/web/features/currency/api/get-exchange-rate.ts',
      'src/web/features/reference/api/get-splash.ts',
      'node_modules/@tanstack/query-core/',
      'node_modules/@tanstack/react-query/',
    ),
  },
  {
    name: 'form-inputs',
    priority: 5,
    test: modules(
      'src/web/components/ui/input.tsx',
      'src/web/components/ui/date-input.tsx',
      'src/web/components/ui/field.tsx',
      'src/web/lib/date-text.ts',
      'src/web/lib/make-room-below.ts',
      'src/domain/dates/',
      // Shared by the search bar and the forms, each a chunk of its own otherwise.
      'node_modules/date-fns/addDays.js',
      'node_modules/date-fns/startOfDay.js',
      'node_modules/date-fns/isBefore.js',
      'node_modules/date-fns/isAfter.js',
      'node_modules/date-fns/isSameDay.js',
      'node_modules/date-fns/_lib/normalizeDates.js',
      'node_modules/lucide-react/dist/esm/icons/circle-exclamation-point.mjs',
      'node_modules/lucide-react/dist/esm/icons/loader-circle.mjs',
      'node_modules/lucide-react/dist/esm/icons/map-pin.mjs',
      'node_modules/lucide-react/dist/esm/icons/search.mjs',
    ),
  },
];

export default defineConfig(({ isSsrBuild }) => ({
  root: dir('./src/web'),
  publicDir: dir('./src/web/public'),
  // lingui: a locale's `.po` catalogue becomes its compiled messages where the code imports it (src/web/i18n);
  // scripts/i18n/catalogues.test.ts keeps the catalogues complete.
  plugins: [react(), tailwindcss(), lingui()],
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
      output: isSsrBuild ? {} : { codeSplitting: { groups: CHUNK_GROUPS } },
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
