import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createShellRenderer } from './route-preloads.js';

const dir = mkdtempSync(join(tmpdir(), 'preloads-'));
mkdirSync(join(dir, '.vite'));
writeFileSync(
  join(dir, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': {
      file: 'assets/boot-1.js',
      isEntry: true,
      imports: ['_helper.js'],
      dynamicImports: ['main.tsx'],
      assets: ['assets/inter-latin-wght-normal-a1.woff2', 'assets/inter-latin-ext-wght-normal-b2.woff2'],
    },
    '_helper.js': { file: 'assets/helper-1.js' },
    'main.tsx': { file: 'assets/main-1.js', imports: ['_react.js', '_helper.js'] },
    '_react.js': { file: 'assets/react-1.js' },
    '_card.js': { file: 'assets/card-1.js', imports: ['_react.js'] },
    'src/web/app/routes/home.tsx': { file: 'assets/home-1.js', imports: ['_card.js', '_react.js'] },
    'src/web/app/routes/tours.tsx': { file: 'assets/tours-1.js', imports: ['_card.js'] },
  }),
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const shell = '<html><head><title>x</title></head><body></body></html>';

/** The chunks the page lists for boot.ts to fetch when the app starts. */
const pageModules = (html: string) => {
  const json = /<script type="application\/json" id="page-modules">(.*?)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json) as string[]) : null;
};

describe('createShellRenderer', () => {
  const render = createShellRenderer(shell, dir);

  it("lists the app's and a landing page's chunks as data, none as a script that would load before the page", () => {
    const html = render('/tours');
    expect(pageModules(html)).toEqual([
      '/assets/main-1.js',
      '/assets/react-1.js',
      '/assets/tours-1.js',
      '/assets/card-1.js',
    ]);
    expect(html).not.toContain('modulepreload');
    expect(html.indexOf('page-modules')).toBeLessThan(html.indexOf('</head>'));
  });

  it('lists only the app for any other page', () => {
    expect(pageModules(render('/faq'))).toEqual(['/assets/main-1.js', '/assets/react-1.js']);
  });

  it('preloads the Latin file of each typeface, on every page', () => {
    for (const path of ['/', '/faq']) {
      const html = render(path);
      expect(html).toContain(
        '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-latin-wght-normal-a1.woff2">',
      );
      expect(html).not.toContain('latin-ext');
    }
  });

  it("preloads a landing page's fixed hero: the card framing on phones, the banner on wider screens", () => {
    const home = render('/');
    expect(home).toMatch(/media="\(max-width: 639px\)" href="\/images\/home-hero-card-800\.webp"/);
    expect(home).toMatch(/media="\(min-width: 640px\)" href="\/images\/home-hero-banner-1280\.webp"/);
    expect(render('/tours')).toContain('href="/images/nungwi-banner-1280.webp"');
    expect(render('/tours')).not.toContain('home-hero');
  });

  it('leaves the shell alone without a manifest', () => {
    expect(createShellRenderer(shell, join(dir, 'nowhere'))('/')).toBe(shell);
  });
});

describe('the banner of a detail page', () => {
  const render = createShellRenderer(shell, dir);

  it('is preloaded when the page knows it', () => {
    const html = render('/safari/x', '/images/serengeti-migration-banner-1280.webp');
    expect(html).toContain('href="/images/serengeti-migration-banner-1280.webp"');
    expect(html).toContain('/images/serengeti-migration-banner-768.webp 768w');
  });

  it('is ignored when it does not look like a generated banner', () => {
    const html = render('/safari/x', '"><script>alert(1)</script>');
    expect(html).not.toContain('alert(1)');
    expect(html).not.toContain('as="image"');
  });
});
