import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

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
 * An answer's bytes in each encoding, compressed once when first asked for and kept with the answer, so a
 * cached page or API answer costs no compression at all (the server-rendered pages, response-cache.ts).
 */
export function encodedOnce(content: string | Buffer) {
  const variants: Partial<Record<ContentEncoding, Buffer>> = {};
  return (encoding: ContentEncoding): Buffer => {
    let body = variants[encoding];
    if (!body) {
      const raw = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
      body =
        encoding === 'br'
          ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
          : encoding === 'gzip'
            ? gzipSync(raw, { level: 6 })
            : raw;
      variants[encoding] = body;
    }
    return body;
  };
}
