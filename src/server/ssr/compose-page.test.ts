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
