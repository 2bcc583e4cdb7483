import { createContext, use, type ReactNode } from 'react';

/**
 * A part of many pages that the server renders once per look and keeps: the same in every page of a language,
 * currency and catalogue version that shows it (the footer, a trip's card). `name` is the part (`trip-card-{uuid}`);
 * `look` names what else it shows (the year, a card's searched stay), and the part must not read the page's location
 * (the server refuses: keep-parts.tsx).
 *
 * Its islands stay islands: kept with the part's HTML, they are numbered in each page and rendered for it like the
 * page's own. In the browser (the single-page app) there is no keeper and the part is just its children.
 */
export interface PartKeeper {
  /** notes the part and answers its placeholder's number */
  place(name: string, look: string, element: ReactNode): number;
}

export const PartKeeperContext = createContext<PartKeeper | null>(null);

/** The elements `KeptPart` leaves, as React writes them, which the keeper replaces with the parts' HTML (keep-parts.tsx). */
export const KEPT_PART_PLACEHOLDER = /<template data-kept-part="(\d+)"><\/template>/g;

export function KeptPart({ name, look, children }: { name: string; look: string; children: ReactNode }) {
  const keeper = use(PartKeeperContext);
  if (!keeper) return children;
  return <template data-kept-part={keeper.place(name, look, children)} />;
}
