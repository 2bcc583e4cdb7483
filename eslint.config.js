import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Feature boundaries in the web app. A feature imports only itself and the shared features; what two
 * features both need lives in components/ui, lib, a shared feature, or the page (src/web/app) that
 * composes them. The zones are built from the folders, so a new feature is covered the day it appears.
 */
const SHARED_FEATURES = ['auth', 'currency', 'reference', 'layout'];
// The back office's trips and destinations editors share their pieces; the storefront never needs them.
const SHARED_ADMIN_FEATURES = ['admin-catalogue'];
const FEATURES = readdirSync(new URL('./src/web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureZones = [
  ...FEATURES.map((feature) => {
    const allowed = [feature, ...SHARED_FEATURES, ...(feature.startsWith('admin-') ? SHARED_ADMIN_FEATURES : [])];
    return {
      target: `./src/web/features/${feature}`,
      from: './src/web/features',
      except: [...new Set(allowed)].map((name) => `./${name}`),
      message: `features/${feature} may import only itself and the shared features (${SHARED_FEATURES.join(', ')}); move what both need to components/ui, lib, a shared feature, or the page that composes them.`,
    };
  }),
];

/**
 * Nothing imports upward. The apps (src/web/app, the storefront's pages; src/web/admin, the back office's router,
 * layout and pages) compose features, so no feature imports them: what a back-office feature shares with the app
 * lives in admin-kit. The shared folders sit below every feature and import neither features nor apps. The
 * islands' runtime renders every island inside the shared features' providers (currency, reference lists), so it
 * may import those, and nothing else from features or the apps.
 */
const APPS = ['./src/web/app', './src/web/admin'];
const SHARED_FOLDERS = ['./src/web/components', './src/web/lib', './src/web/config', './src/web/admin-kit'];
const upwardZones = [
  // An app composes the features; neither a feature nor the kit imports it back (the back office's router imports
  // every page: a feature importing it closes a cycle). What an app hands them, such as its router for the
  // unsaved-changes guard, comes through React context.
  {
    target: './src/web/features',
    from: APPS,
    message:
      'A feature never imports an app (app/, admin/): the app composes the feature; take what it provides from context. Move what both need to admin-kit, components/ui or lib.',
  },
  {
    target: SHARED_FOLDERS,
    from: ['./src/web/features', ...APPS],
    message:
      'components, lib, config and admin-kit sit below the features, which share them: they import no feature and no app.',
  },
  { target: './src/web/islands', from: APPS, message: 'The islands are started by the apps; they import none.' },
  {
    target: './src/web/islands',
    from: './src/web/features',
    except: SHARED_FEATURES.map((name) => `./${name}`),
    message: `The islands' runtime may import only the shared features (${SHARED_FEATURES.join(', ')}), whose providers every island renders inside.`,
  },
];

const NO_CLIMBING = { group: ['../*'], message: 'Import through #server/…, #web/… or #domain/… instead.' };

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'coverage/**', 'drizzle/**', 'src/web/public/**', '.cache/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
      },
    },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      // The layer rule: domain <- server, domain <- web; web never imports server. Then the feature boundaries.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/web', from: './src/server', message: 'The web app never imports the server.' },
            { target: './src/domain', from: './src/server', message: 'The domain imports neither server nor web.' },
            { target: './src/domain', from: './src/web', message: 'The domain imports neither server nor web.' },
            ...featureZones,
            ...upwardZones,
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // One alias mechanism (package.json "imports"): the server and the web app name their own files
    // from the root (#server/…, #web/…), never by climbing folders.
    files: ['src/server/**/*.{ts,tsx}', 'src/web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_CLIMBING] }] },
  },
  {
    // A server-rendered page has no router: its islands link and navigate through lib/navigation.tsx, and so
    // does every storefront feature, which may end up in one. The router belongs to the apps (app/, admin/).
    files: [
      'src/web/features/**/*.{ts,tsx}',
      'src/web/components/**/*.{ts,tsx}',
      'src/web/lib/**/*.{ts,tsx}',
      'src/web/islands/**/*.{ts,tsx}',
    ],
    ignores: ['src/web/features/admin-*/**', 'src/web/lib/router-navigation.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [NO_CLIMBING],
          paths: [
            {
              name: 'react-router',
              message:
                'Link and navigate through #web/lib/navigation.js (AppLink, useAppNavigate…): islands have no router.',
            },
          ],
        },
      ],
    },
  },
  {
    // No import cycles: a module that reaches itself again through its imports is a layer (or a file) that
    // should have been split. Type-only imports vanish from the build, so the rule skips them; packages are not
    // followed (ignoreExternal), which keeps the walk to our own files. The rule reads only the files whose
    // extension `import-x/extensions` lists (by default .js alone: it would see no TypeScript file, so no cycle).
    files: ['src/**/*.{ts,tsx}'],
    settings: { 'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'] },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.test.ts', 'src/server/test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
