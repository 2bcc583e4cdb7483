import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy modules of the routes that match the page's URL before the router is made, so that the
 * router starts ready instead of rendering an empty fallback while its first page loads.
 */
export async function preloadMatchedRoutes(routes: RouteObject[], basename = '', location: Location = window.location) {
  await Promise.all(
    (matchRoutes(routes, location, basename || '/') ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}
