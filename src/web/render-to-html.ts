import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/**
 * React 19's streaming renderer, read to the end (server only): a page is cached whole and its status is known
 * first. `identifierPrefix` sets `useId`'s prefix, as the browser's hydration of an island sets it.
 */
export function renderToHtml(element: ReactNode, options: { identifierPrefix?: string } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    let failed: unknown;
    const { pipe } = renderToPipeableStream(element, {
      ...options,
      // Everything is ready before the first byte: no boundary is sent apart to be revealed by a script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        if (failed) return reject(failed instanceof Error ? failed : new Error(String(failed)));
        const chunks: Buffer[] = [];
        const sink = new PassThrough();
        sink.on('data', (chunk: Buffer) => chunks.push(chunk));
        sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        failed ??= error;
      },
    });
  });
}
