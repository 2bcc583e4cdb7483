import { createContext, use, useId, type ComponentType, type ReactElement } from 'react';

/**
 * An island: an interactive part of a server-rendered page that the browser hydrates on its own, while the
 * rest of the page stays the server's HTML (docs/decisions/017-islands.md). `island(name, Component)` wraps a
 * component whose props are plain JSON:
 * - in the single-page app (account pages and what they link to) it is just the component;
 * - on the server it leaves a marked placeholder, which `render-islands.tsx` fills with the component
 *   rendered as a root of its own, and its props travel with the page;
 * - in the browser `hydrate-islands.tsx` hydrates each placeholder as its own React root.
 * The definitions live in `src/web/app/islands/<name>.island.tsx`, one per file (the runtime's registry).
 */

/**
 * When the browser hydrates an island: `load` as soon as the page's scripts start; `visible` once it comes near
 * the viewport; `signed-in` like `visible`, but only for a signed-in visitor (a part whose server HTML is
 * already right for everyone else, such as Login in the header).
 */
export type IslandHydration = 'load' | 'visible' | 'signed-in';

export interface IslandDefinition<P extends object> {
  name: string;
  Component: ComponentType<P>;
  hydrate: IslandHydration;
  /**
   * What the server renders in the island's place when it is not `Component` itself: the same HTML `Component`
   * gives when the browser hydrates it, without the work only the browser needs (a signed-in visitor's queries).
   */
  served?: ComponentType<P>;
}

export type IslandComponent<P extends object> = ((props: P) => ReactElement) & { island: IslandDefinition<P> };

/** Collects the islands of a page while the server renders it (render-islands.tsx). */
export interface IslandHost {
  /** returns the island's number on the page; the same key gives the same number */
  register(key: string, island: IslandDefinition<object>, props: object): number;
}

export const IslandHostContext = createContext<IslandHost | null>(null);

/** The comment the server replaces with an island's own HTML. */
export const islandMarker = (id: number) => `<!--island:${id}-->`;

/** The prefix of `useId` inside island `id`, the same when the server renders it and the browser hydrates it. */
export const islandIdPrefix = (id: number) => `i${id}-`;

export function island<P extends object>(
  name: string,
  Component: ComponentType<P>,
  { hydrate = 'load', served }: { hydrate?: IslandHydration; served?: ComponentType<P> } = {},
): IslandComponent<P> {
  const definition: IslandDefinition<P> = { name, Component, hydrate, served };
  function Island(props: P) {
    const host = use(IslandHostContext);
    // A stable key: a render that React retries must not count the island twice.
    const key = useId();
    if (!host) return <Component {...props} />;
    const id = host.register(key, definition as IslandDefinition<object>, props);
    // `contents`: the wrapper draws no box, so the island lays out as if it were not there.
    return (
      <div
        className="contents"
        data-island={name}
        data-island-id={id}
        data-hydrate={hydrate === 'load' ? undefined : hydrate}
        dangerouslySetInnerHTML={{ __html: islandMarker(id) }}
      />
    );
  }
  Island.displayName = `Island(${name})`;
  return Object.assign(Island, { island: definition });
}

/** Island props travel as JSON: a function or a React element among them is a mistake, said at once. */
export function islandPropsJson(name: string, props: object): string {
  return JSON.stringify(props, (key, value: unknown) => {
    if (typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value)) {
      throw new Error(`island ${name}: prop ${key || '(root)'} is not JSON (a function or a React element)`);
    }
    return value;
  });
}
