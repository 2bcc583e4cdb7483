import { createBrowserRouter, type RouteObject } from 'react-router';

/** The single-page app's router. */
export const createAppRouter = (routes: RouteObject[]) => createBrowserRouter(routes);
