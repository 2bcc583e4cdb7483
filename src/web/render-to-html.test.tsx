import { lazy, Suspense, useId } from 'react';
import { describe, expect, it } from 'vitest';
import { renderStreamed, renderToHtml } from './render-to-html.js';

function Loaded({ text }: { text: string }) {
  return <p>{text}</p>;
}

describe('renderToHtml', () => {
  it('waits for a part that is not ready yet (a lazy part used for the first time), as the streaming renderer does', async () => {
    const Late = lazy(async () => ({ default: Loaded }));
    const page = (
      <main>
        <Suspense fallback={<span>loading</span>}>
          <Late text="Karibu" />
        </Suspense>
      </main>
    );
    const first = await renderToHtml(page);
    expect(first).toBe('<main><!--$--><p>Karibu</p><!--/$--></main>');
    // Once loaded, the part renders at once, to the same HTML.
    expect(await renderToHtml(page)).toBe(first);
    expect(await renderStreamed(page)).toBe(first);
  });

  it('rejects a render that fails, inside a boundary or outside', async () => {
    function Broken(): never {
      throw new Error('no trip');
    }
    await expect(renderToHtml(<Broken />)).rejects.toThrow('no trip');
    await expect(
      renderToHtml(
        <Suspense fallback={null}>
          <Broken />
        </Suspense>,
      ),
    ).rejects.toThrow('no trip');
  });

  it("sets useId's prefix, as an island's hydration does", async () => {
    function Labelled() {
      return <label htmlFor={useId()}>Guests</label>;
    }
    const html = await renderToHtml(<Labelled />, { identifierPrefix: 'i3-' });
    expect(html).toContain('i3-');
    expect(html).toBe(await renderStreamed(<Labelled />, { identifierPrefix: 'i3-' }));
  });
});
