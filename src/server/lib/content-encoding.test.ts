import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { encodedAtBest, encodedOnce, pickEncoding } from './content-encoding.js';

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

/** A page large and varied enough for brotli's qualities to differ. */
const pageOfRows = () =>
  `<ul>${Array.from({ length: 400 }, (_, i) => `<li class="trip-${i % 7}">Day ${i}: ${(i * 7919) % 1000} km</li>`).join('')}</ul>`;

describe('encodedOnce', () => {
  it('gives back the same page in every encoding, compressed once', async () => {
    const html = `<p>${'Karibu Zanzibar '.repeat(200)}</p>`;
    const page = encodedOnce(html);
    expect(brotliDecompressSync(await page('br')).toString()).toBe(html);
    expect(gunzipSync(await page('gzip')).toString()).toBe(html);
    expect((await page('identity')).toString()).toBe(html);
    expect(await page('br')).toBe(await page('br'));
    expect((await page('br')).length).toBeLessThan(html.length / 10);
  });

  it('shares one compression between readers asking at once', async () => {
    const page = encodedOnce(pageOfRows());
    const [first, second] = await Promise.all([page('gzip'), page('gzip')]);
    expect(second).toBe(first);
  });
});

describe('encodedOnce for a page kept long', () => {
  it('answers the first readers at once and, once read twice, the later ones with the smaller brotli', async () => {
    const html = pageOfRows();
    const page = encodedOnce(html, { longLived: true });
    const quick = await page('br');
    expect(brotliDecompressSync(quick).toString()).toBe(html);
    // The second reader starts the best brotli and gets the quick one: nobody waits for it.
    expect(await page('br')).toBe(quick);
    await vi.waitFor(async () => expect((await page('br')).length).toBeLessThan(quick.length));
    expect(brotliDecompressSync(await page('br')).toString()).toBe(html);
  });
});

describe('encodedAtBest', () => {
  it('has the smaller brotli from its first reader on, and the same page in every encoding', async () => {
    const html = pageOfRows();
    const best = await encodedAtBest(html);
    expect((await best('br')).length).toBeLessThan((await encodedOnce(html)('br')).length);
    expect(brotliDecompressSync(await best('br')).toString()).toBe(html);
    expect(gunzipSync(await best('gzip')).toString()).toBe(html);
  });
});

describe('encodedOnce with bytes', () => {
  it('compresses the bytes it was given, and gives them back as they are without an encoding', async () => {
    const json = Buffer.from(JSON.stringify({ trips: Array.from({ length: 50 }, (_, i) => ({ name: `Trip ${i}` })) }));
    const answer = encodedOnce(json);
    expect(gunzipSync(await answer('gzip')).equals(json)).toBe(true);
    expect(await answer('identity')).toBe(json);
  });
});
