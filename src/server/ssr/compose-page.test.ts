import { describe, expect, it } from 'vitest';
import { composePage } from './compose-page.js';

const shell =
  '<html><head><!--page-head--><title>Site</title><meta name="description" content="site"><!--/page-head--></head>' +
  '<body><div id="root"><!--page-body--></div><script type="module" src="/a.js"></script></body></html>';

describe('composePage', () => {
  it("puts the page's head in place of the site-wide one, its HTML in #root and its data before </body>", () => {
    const html = composePage(shell, {
      head: '<title>Trip $1 $&amp;</title>',
      body: '<h1>Trip</h1>',
      bootData: '{"a":1}',
    });
    expect(html).toContain('<head><title>Trip $1 $&amp;</title></head>');
    expect(html).not.toContain('<title>Site</title>');
    expect(html).toContain('<div id="root"><h1>Trip</h1></div>');
    expect(html).toMatch(/<script type="application\/json" id="boot-data">\{"a":1\}<\/script><\/body>/);
  });

  it('keeps the site-wide head when the page has none', () => {
    expect(composePage(shell, { head: '', body: 'x' })).toContain('<title>Site</title>');
  });

  it("writes the page's language on <html>, and only a locale code", () => {
    const english = '<html lang="en"><head></head><body><!--page-body--></body></html>';
    expect(composePage(english, { head: '', body: 'x', lang: 'de' })).toMatch(/^<html lang="de">/);
    expect(composePage(english, { head: '', body: 'x' })).toMatch(/^<html lang="en">/);
    expect(composePage(english, { head: '', body: 'x', lang: '"><script>' })).toMatch(/^<html lang="en">/);
  });
});

describe('composePage, a shell cut once', () => {
  it('gives the same page for the same shell asked again, each with its own parts', () => {
    const first = composePage(shell, { head: '<title>A</title>', body: '<p>a</p>', bootData: '1', lang: 'de' });
    const second = composePage(shell, { head: '', body: '<p>b</p>' });
    expect(first).toBe(
      '<html><head><title>A</title></head><body><div id="root"><p>a</p></div>' +
        '<script type="module" src="/a.js"></script><script type="application/json" id="boot-data">1</script></body></html>',
    );
    expect(second).toContain('<title>Site</title>');
    expect(second).toContain('<div id="root"><p>b</p></div>');
    expect(second).not.toContain('boot-data');
  });

  it("puts the data before the shell's own </body>, whatever the page's HTML holds", () => {
    const html = composePage(shell, { head: '', body: '<pre>&lt;/body&gt; </body></pre>', bootData: '2' });
    expect(html.endsWith('<script type="application/json" id="boot-data">2</script></body></html>')).toBe(true);
  });
});
