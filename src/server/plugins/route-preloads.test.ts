import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPageShells } from './route-preloads.js';

const dir = mkdtempSync(join(tmpdir(), 'preloads-'));
mkdirSync(join(dir, '.vite'));
writeFileSync(
  join(dir, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': {
      file: 'assets/boot-1.js',
      isEntry: true,
      imports: ['_helper.js'],
      dynamicImports: ['main.tsx', 'islands/hydrate-islands.tsx'],
      assets: ['assets/inter-subset-a1.woff2', 'assets/inter-latin-ext-wght-normal-b2.woff2'],
    },
    '_helper.js': { file: 'assets/helper-1.js' },
    'main.tsx': { file: 'assets/main-1.js', imports: ['_react.js', '_helper.js'] },
    'islands/hydrate-islands.tsx': {
      file: 'assets/runtime-1.js',
      imports: ['_react.js'],
      dynamicImports: ['features/search/islands/search-bar.island.tsx', '_card-like.island-X1.js'],
    },
    '_react.js': { file: 'assets/react-1.js' },
    '_button.js': { file: 'assets/button-1.js', imports: ['_react.js'] },
    'features/search/islands/search-bar.island.tsx': { file: 'assets/search-bar-1.js', imports: ['_button.js'] },
    '_card-like.island-X1.js': { file: 'assets/card-like.island-X1.js', imports: ['_button.js', '_react.js'] },
  }),
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const shell = '<html><head><title>x</title></head><body></body></html>';

/** The chunks the page lists for boot.ts to fetch when it starts. */
const pageModules = (html: string) => {
  const json = /<script type="application\/json" id="page-modules">(.*?)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json) as string[]) : null;
};

describe('createPageShells', () => {
  const shells = createPageShells(shell, dir);

  it("lists the islands' runtime and the chunks of the islands that hydrate at once, as data only", () => {
    const html = shells.rendered(
      [
        { name: 'search-bar', hydrate: 'load' },
        { name: 'card-like', hydrate: 'load' },
      ],
      null,
    );
    expect(pageModules(html)).toEqual([
      '/assets/runtime-1.js',
      '/assets/react-1.js',
      '/assets/card-like.island-X1.js',
      '/assets/button-1.js',
      '/assets/search-bar-1.js',
    ]);
    expect(html).not.toContain('modulepreload');
    expect(html.indexOf('page-modules')).toBeLessThan(html.indexOf('</head>'));
  });

  it('leaves out the islands that wait to be seen', () => {
    const html = shells.rendered([{ name: 'card-like', hydrate: 'visible' }], null);
    expect(pageModules(html)).toEqual(['/assets/runtime-1.js', '/assets/react-1.js']);
  });

  it("lists the single-page app's chunks for a page the browser renders", () => {
    expect(pageModules(shells.app)).toEqual(['/assets/main-1.js', '/assets/react-1.js']);
  });

  it('preloads the Latin file of each typeface, on every page', () => {
    for (const html of [shells.app, shells.rendered([], null)]) {
      expect(html).toContain(
        '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-subset-a1.woff2">',
      );
      expect(html).not.toContain('latin-ext');
    }
  });

  it('leaves the shell alone without a manifest', () => {
    const bare = createPageShells(shell, join(dir, 'nowhere'));
    expect(bare.app).toBe(shell);
    expect(bare.rendered([], '/images/serengeti-banner-1280.webp')).toBe(shell);
  });
});

describe("a page's banner", () => {
  const shells = createPageShells(shell, dir);

  it('is preloaded: the card framing on phones, the banner on wider screens', () => {
    const html = shells.rendered([], '/images/serengeti-migration-banner-1280.webp');
    expect(html).toMatch(/media="\(max-width: 639px\)" href="\/images\/serengeti-migration-card-800\.webp"/);
    expect(html).toMatch(/media="\(min-width: 640px\)" href="\/images\/serengeti-migration-banner-1280\.webp"/);
    expect(html).toContain('/images/serengeti-migration-banner-768.webp 768w');
  });

  it('is ignored when it does not look like a generated banner', () => {
    const html = shells.rendered([], '"><script>alert(1)</script>');
    expect(html).not.toContain('alert(1)');
    expect(html).not.toContain('as="image"');
  });
});
