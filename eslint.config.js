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
  {
    target: ['./src/web/components', './src/web/lib', './src/web/config'],
    from: './src/web/features',
    message: 'components, lib and config are shared by every feature, so they import none.',
  },
  // The back-office app (router, layout, pages) composes the features and its kit; neither imports it back
  // (its router imports every page: a feature importing it closes a cycle). What the app hands them, such as
  // its router for the unsaved-changes guard, comes through React context.
  {
    target: ['./src/web/features', './src/web/admin-kit'],
    from: './src/web/admin',
    message: 'Features and the back-office kit never import the back-office app; take what it provides from context.',
  },
  {
    target: './src/web/admin-kit',
    from: './src/web/features',
    message: 'The back-office kit is shared by every admin feature, so it imports none.',
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
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.test.ts', 'src/server/test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
