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
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'assets/react-1.js' },
    '_card.js': { file: 'assets/card-1.js', imports: ['_react.js'] },
    'src/web/app/routes/home.tsx': { file: 'assets/home-1.js', imports: ['_card.js', '_react.js'] },
    'src/web/app/routes/tours.tsx': { file: 'assets/tours-1.js', imports: ['_card.js'] },
  }),
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const shell = '<html><head><title>x</title></head><body></body></html>';

describe('createShellRenderer', () => {
  const render = createShellRenderer(shell, dir);

  it("preloads a landing page's own chunks, not the entry's", () => {
    const html = render('/tours');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/tours-1.js">');
    expect(html).toContain('href="/assets/card-1.js"');
    expect(html).not.toContain('react-1.js');
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
  });

  it("preloads a landing page's fixed hero banner", () => {
    expect(render('/')).toContain('href="/images/home-hero-banner-1280.webp"');
    expect(render('/tours')).toContain('href="/images/nungwi-banner-1280.webp"');
    expect(render('/tours')).not.toContain('home-hero');
  });

  it('leaves other pages and a missing manifest alone', () => {
    expect(render('/faq')).toBe(shell);
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
    expect(render('/safari/x', '"><script>alert(1)</script>')).toBe(shell);
  });
});
