import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodedPage, pickEncoding } from './page-encoding.js';

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', 'identity'],
    [undefined, 'identity'],
    ['gzip;q=0, br;q=0', 'identity'],
  ])('%s → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('encodedPage', () => {
  it('gives back the same page in every encoding, compressed once', () => {
    const html = `<p>${'Karibu Zanzibar '.repeat(200)}</p>`;
    const page = encodedPage(html);
    expect(brotliDecompressSync(page('br')).toString()).toBe(html);
    expect(gunzipSync(page('gzip')).toString()).toBe(html);
    expect(page('identity').toString()).toBe(html);
    expect(page('br')).toBe(page('br'));
    expect(page('br').length).toBeLessThan(html.length / 10);
  });
});
