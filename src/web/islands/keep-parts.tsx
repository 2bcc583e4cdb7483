import { StrictMode, type ReactNode } from 'react';
import type { Locale } from '#domain/i18n/locales.js';
import { documentNavigation, NavigationContext, type PageLocation } from '#web/lib/navigation.js';
import { renderToHtml } from '#web/render-to-html.js';
import { IslandHostContext, type IslandDefinition, type IslandHost } from './island.js';
import { KEPT_PART_PLACEHOLDER, type PartKeeper } from './kept-part.js';
import { createIslandHost } from './render-islands.js';
import { createKeptPerVersion } from './kept-per-version.js';
import { cutHtml, fillHtml, type CutHtml } from './cut-html.js';

interface NotedPart {
  number: number;
  name: string;
  look: string;
  element: ReactNode;
}

interface KeptHtml {
  /** the part's HTML, cut where its islands are numbered (1… among its own) */
  html: CutHtml;
  islands: { definition: IslandDefinition<object>; props: object }[];
}

/** The kept parts a page's render meets, numbered in the order met (kept-part.tsx). */
export function createPartKeeper(): PartKeeper & { parts: NotedPart[] } {
  const parts: NotedPart[] = [];
  return {
    parts,
    place(name, look, element) {
      parts.push({ number: parts.length + 1, name, look, element });
      return parts.length;
    },
  };
}

/** What a kept part may not read: it is the same on every page. */
const NO_LOCATION: PageLocation = {
  get pathname(): string {
    throw new Error('a kept part must not read the page location: it is kept for every page');
  },
  get search(): string {
    throw new Error('a kept part must not read the page location: it is kept for every page');
  },
};

/**
 * The kept parts' HTML per catalogue version (kept-per-version.ts): within a version a part is kept per language,
 * currency and look, the footer a few times, a trip's card once per searched stay.
 */
export const KEPT_PER_VERSION = 2_000;
const keptParts = createKeptPerVersion<KeptHtml>({ entries: KEPT_PER_VERSION });

export interface PartsPage {
  /** the page's catalogue version, as an object that changes with it (the render's `catalogueIn`) */
  version: object;
  locale: Locale;
  currency: string;
  /** the page's islands, to which each part's islands are added */
  host: IslandHost;
  /** a part inside the page's providers (its query client, language and currency) */
  provide(element: ReactNode): ReactNode;
}

/**
 * The page's HTML with each kept part in its placeholder: the part's kept HTML, or rendered now as a root of its own
 * and kept. The part's islands join the page's, numbered after them, and are rendered with them (render-islands.tsx).
 */
export async function placeKeptParts(page: string, parts: readonly NotedPart[], options: PartsPage): Promise<string> {
  // One pass over the page for all its parts (a list has a dozen: its cards), not a copy of it per part.
  const cut = cutHtml(page, KEPT_PART_PLACEHOLDER);
  // A render made again (render-to-html.ts) notes its parts again: only those in the page are placed.
  const shown = new Set(cut.slots);
  const placed = new Map<number, string>();
  for (const part of parts) {
    if (!shown.has(part.number)) continue;
    const kept = await keptHtml(part, options);
    const ids = kept.islands.map(({ definition, props }, index) =>
      options.host.register(`kept:${part.name}:${part.number}:${index}`, definition, props),
    );
    placed.set(
      part.number,
      fillHtml(kept.html, (local) => String(ids[local - 1])),
    );
  }
  return fillHtml(cut, (number) => placed.get(number) ?? '');
}

/** An island's number in a kept part's HTML: in its id and its marker. */
const ISLAND_NUMBER = /(?<=data-island-id="|<!--island:)(\d+)/g;

function keptHtml(part: NotedPart, options: PartsPage): Promise<KeptHtml> {
  const key = `${part.name}|${options.locale}|${options.currency}|${part.look}`;
  return keptParts.get(options.version, key, () => renderPart(part, options));
}

async function renderPart(part: NotedPart, options: PartsPage): Promise<KeptHtml> {
  const host = createIslandHost();
  const html = await renderToHtml(
    <StrictMode>
      <IslandHostContext value={host}>
        {options.provide(
          <NavigationContext value={documentNavigation(NO_LOCATION, options.locale)}>{part.element}</NavigationContext>,
        )}
      </IslandHostContext>
    </StrictMode>,
    { identifierPrefix: `kept-${part.name}-` },
  );
  return {
    html: cutHtml(html, ISLAND_NUMBER),
    islands: host.islands.map(({ definition, props }) => ({ definition, props })),
  };
}
