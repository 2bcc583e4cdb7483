import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';

interface RenderOptions {
  /** `useId`'s prefix, as the browser's hydration of an island sets it */
  identifierPrefix?: string;
}

/** React's mark of a Suspense boundary it could not finish and left for the browser (a part still loading). */
const LEFT_FOR_THE_BROWSER = '<!--$!';

/**
 * A page or an island as HTML, whole (server only): a page is cached whole and its status is known first.
 * Most renders have everything at hand (the loaders filled the query cache; every lazy part has loaded once), and
 * for them React's one-pass string renderer is ~4× cheaper than its streaming one (a stream, its chunks and their
 * encoding per island: bench/catalogue.mjs, decision 028). A render in which a part was not ready (a lazy part's
 * first use on this process) or failed is made again by the streaming renderer, which waits for every part and
 * reports the failure, so the HTML is the same either way.
 */
export function renderToHtml(element: ReactNode, options: RenderOptions = {}): Promise<string> {
  try {
    const html = renderToString(element, options);
    if (!html.includes(LEFT_FOR_THE_BROWSER)) return Promise.resolve(html);
  } catch {
    // The streaming render below meets the same failure and reports it.
  }
  return renderStreamed(element, options);
}

/** React 19's streaming renderer, read to the end: it waits for every part (`onAllReady`). */
export function renderStreamed(element: ReactNode, options: RenderOptions = {}): Promise<string> {
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
