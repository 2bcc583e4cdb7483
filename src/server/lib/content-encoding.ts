import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { createBrotliThread } from './brotli-thread.js';

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** The best encoding a client accepts for an answer: brotli, then gzip (q=0 refuses one). */
export function pickEncoding(acceptEncoding: string | undefined): ContentEncoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

/**
 * Brotli for an answer compressed as it is asked for: quality 4 in a 256 KB window. For a 60 KB trip page 0.6 ms of
 * CPU against 1.3 at quality 5 (the default 4 MB window), for 6 % more bytes (12.7 against 11.9 KB); a page
 * kept and read again gets the best brotli soon after.
 */
const QUICK_SETTINGS = { quality: 4, window: 18 };
const QUICK_BROTLI = {
  [zlib.BROTLI_PARAM_QUALITY]: QUICK_SETTINGS.quality,
  [zlib.BROTLI_PARAM_LGWIN]: QUICK_SETTINGS.window,
};
/** Brotli's best, 11 % smaller than the quick one for a page but ~50 times the work. */
const BEST_BROTLI = 11;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Brotli at its best, on a worker thread. */
const bestBrotli = (bytes: Buffer) => brotliAsync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: BEST_BROTLI } });
/** Quick brotli on its own thread (brotli-thread.ts), libuv's pool should that thread fail. */
const quickBrotli = createBrotliThread(QUICK_SETTINGS, (content) =>
  brotliAsync(typeof content === 'string' ? Buffer.from(content, 'utf8') : content, { params: QUICK_BROTLI }),
);

/**
 * An answer's bytes in an encoding. Compression never runs on the event loop: an uncached page's brotli was a tenth
 * of its render's time on the one thread (decision 028). The quick brotli has a thread of its own (brotli-thread.ts),
 * the best one and gzip libuv's pool, and the second core does them while the event loop renders the next page.
 */
export type EncodedAnswer = (encoding: ContentEncoding) => Promise<Buffer>;

export interface EncodedOnceOptions {
  /**
   * The answer is kept and may be served many times (a rendered page, until the catalogue changes): once a second
   * reader asks for its brotli, the best one is made and answers the readers after. A page read once (one of a
   * crawler's or a flood's many URLs) never costs the best brotli's ~50 times the work.
   */
  longLived?: boolean;
  /** the content's brotli, made already (encodedAtBest) */
  brotli?: Buffer;
}

/**
 * An answer's bytes in each encoding, compressed once when first asked for and kept with the answer, so a
 * cached page or API answer costs no compression at all (the server-rendered pages, response-cache.ts). Readers
 * asking at once share one compression.
 */
export function encodedOnce(
  content: string | Buffer,
  { longLived = false, brotli }: EncodedOnceOptions = {},
): EncodedAnswer {
  const variants: Partial<Record<ContentEncoding, Promise<Buffer>>> = {};
  if (brotli) variants.br = Promise.resolve(brotli);
  const raw = () => (typeof content === 'string' ? Buffer.from(content, 'utf8') : content);
  const improveBrotli = async () => {
    try {
      const [best, quick] = await Promise.all([bestBrotli(raw()), variants.br]);
      if (!quick || best.length < quick.length) variants.br = Promise.resolve(best);
    } catch {
      // A failure keeps the quick bytes, which are as correct.
    }
  };
  let brotliReads = 0;
  return (encoding) => {
    if (encoding === 'br' && longLived && ++brotliReads === 2) void improveBrotli();
    let body = variants[encoding];
    if (!body) {
      body =
        encoding === 'br'
          ? quickBrotli(content)
          : encoding === 'gzip'
            ? gzipAsync(raw(), { level: 6 })
            : Promise.resolve(raw());
      variants[encoding] = body;
      // A failed compression is not kept: the next reader tries again.
      body.catch(() => {
        if (variants[encoding] === body) delete variants[encoding];
      });
    }
    return body;
  };
}

/**
 * The same, its brotli at the best quality from the start: for an answer no reader waits for (a page rendered
 * again behind the copy still served), which every reader then gets at its smallest.
 */
export async function encodedAtBest(content: string): Promise<EncodedAnswer> {
  const bytes = Buffer.from(content, 'utf8');
  return encodedOnce(bytes, { brotli: await bestBrotli(bytes) });
}
