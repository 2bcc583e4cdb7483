import { Worker } from 'node:worker_threads';

/**
 * Quick brotli on a thread of its own: the answer's text goes in, its compressed bytes come back. libuv's
 * compression (`zlib.brotliCompress`) also runs off the event loop, but each call builds a stream and takes two trips
 * through libuv's pool of four threads, which on a 2-core machine compete with the event loop itself: an uncached
 * page's compression cost the loop ~0.2 ms that way and ~0.05 ms this way (a trip page under load: 1.06–1.10× the
 * pages a second, docs/decisions/028-renders-that-cost-little.md). One thread compresses one answer at a time, so
 * compression takes at most one core.
 *
 * The thread starts on first use and never keeps the process alive. Should it fail, the answers it held are
 * compressed by libuv's pool instead (`fallback`) and the next answer starts a new thread.
 */
const THREAD_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { brotliCompressSync, constants } = require('node:zlib');
parentPort.on('message', ({ id, content, quality, window }) => {
  try {
    const params = { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_LGWIN]: window };
    const bytes = brotliCompressSync(typeof content === 'string' ? Buffer.from(content, 'utf8') : content, { params });
    const copy = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length);
    parentPort.postMessage({ id, bytes: copy }, [copy]);
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});
`;

export interface BrotliSettings {
  quality: number;
  /** log2 of the window */
  window: number;
}

interface Waiting {
  content: string | Buffer;
  resolve(bytes: Buffer): void;
  reject(error: unknown): void;
}

/** Bytes that own their whole memory, so that handing it to the thread takes nothing from anyone else. */
function ownBytes(bytes: Buffer): Uint8Array<ArrayBuffer> {
  // A large `Buffer.from` has an ArrayBuffer of its own; a small one shares the pool's, and is copied out of it.
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length && bytes.buffer instanceof ArrayBuffer)
    return new Uint8Array(bytes.buffer);
  return new Uint8Array(bytes);
}

export function createBrotliThread(
  settings: BrotliSettings,
  fallback: (content: string | Buffer) => Promise<Buffer>,
): (content: string | Buffer) => Promise<Buffer> {
  let thread: Worker | null = null;
  let nextId = 0;
  const waiting = new Map<number, Waiting>();

  const start = (): Worker => {
    const started = new Worker(THREAD_SOURCE, { eval: true });
    started.unref();
    // An answer the thread could not compress ({ id, error }) is compressed by the fallback.
    started.on('message', ({ id, bytes }: { id: number; bytes?: ArrayBuffer }) => {
      const answer = waiting.get(id);
      if (!answer) return;
      waiting.delete(id);
      if (bytes) answer.resolve(Buffer.from(bytes));
      else fallback(answer.content).then(answer.resolve, answer.reject);
    });
    const fail = () => {
      if (thread === started) thread = null;
      for (const [id, answer] of waiting) {
        waiting.delete(id);
        fallback(answer.content).then(answer.resolve, answer.reject);
      }
    };
    started.on('error', fail);
    started.on('exit', fail);
    return started;
  };

  return (content) =>
    new Promise<Buffer>((resolve, reject) => {
      thread ??= start();
      const id = nextId++;
      waiting.set(id, { content, resolve, reject });
      const message = { id, quality: settings.quality, window: settings.window };
      if (typeof content === 'string') {
        // Text is encoded here and its bytes handed over, not copied: a page's text copied into the message cost
        // the event loop more than its compression's whole trip (a CPU profile under load).
        const bytes = ownBytes(Buffer.from(content, 'utf8'));
        thread.postMessage({ ...message, content: bytes }, [bytes.buffer]);
      } else {
        // Bytes the caller keeps (a cached answer's) are copied into the message.
        thread.postMessage({ ...message, content });
      }
    });
}
