import { Check, Clock, MapPin } from 'lucide-react';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { installServedIcons } from './served-icons.js';

/** The looks the app gives its icons, and ones the kept elements must not serve (a handler, children). */
const looks: ReactElement[] = [
  <Check key="1" />,
  <Check key="2" className="size-4 text-forest" aria-hidden />,
  <Check key="3" className="size-5" aria-hidden />,
  <Check key="4" className="size-4 text-forest" aria-hidden strokeWidth={3} />,
  <Clock key="5" size={16} aria-label="Duration" />,
  <MapPin key="6" className="size-4" aria-hidden onClick={() => undefined} />,
  <MapPin key="7" className="size-4">
    <title>Where</title>
  </MapPin>,
];

const markup = () => looks.map((look) => renderToStaticMarkup(look));

describe('installServedIcons', () => {
  it('renders every icon exactly as the library does, however often and in whatever order', () => {
    const library = markup();
    installServedIcons();
    expect(markup()).toEqual(library);
    expect(markup().reverse()).toEqual([...library].reverse());
    // Two looks of one icon never answer for each other.
    expect(new Set(library.slice(0, 4)).size).toBe(4);
  });

  it('keeps the strings a page rendered together apart', () => {
    installServedIcons();
    const html = renderToStaticMarkup(
      <p>
        <Check className="a" aria-hidden />
        <Check className="b" aria-hidden />
        <Check className="a" aria-hidden />
      </p>,
    );
    expect(html.match(/class="lucide lucide-check a"/g)).toHaveLength(2);
    expect(html.match(/class="lucide lucide-check b"/g)).toHaveLength(1);
  });
});
