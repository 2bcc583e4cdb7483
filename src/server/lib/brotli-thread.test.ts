import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { createBrotliThread } from './brotli-thread.js';

const page = `<main>${'<p>Stone Town, Zanzibar · Karibu sana</p>'.repeat(400)}</main>`;

describe('brotli on a thread of its own', () => {
  it('compresses text and bytes, many at once, each to its own answer', async () => {
    const fallback = vi.fn(() => Promise.resolve(Buffer.alloc(0)));
    const compress = createBrotliThread({ quality: 4, window: 18 }, fallback);
    const contents = Array.from({ length: 20 }, (_, i) => (i % 2 ? `${page}${i}` : Buffer.from(`${page}${i}`)));
    const answers = await Promise.all(contents.map((content) => compress(content)));
    expect(answers.map((bytes) => brotliDecompressSync(bytes).toString('utf8'))).toEqual(
      contents.map((content) => content.toString()),
    );
    expect(answers[0]!.length).toBeLessThan(page.length / 10);
    expect(fallback).not.toHaveBeenCalled();
  });

  it('hands what it cannot compress to the fallback', async () => {
    const fallback = vi.fn((content: string | Buffer) => Promise.resolve(Buffer.from(`fallback:${content.length}`)));
    // A setting brotli refuses: the thread answers with an error for that answer.
    const compress = createBrotliThread({ quality: 4, window: 'wide' as unknown as number }, fallback);
    await expect(compress('abc')).resolves.toEqual(Buffer.from('fallback:3'));
    expect(fallback).toHaveBeenCalledWith('abc');
  });
});
