import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';

/** The browser's router, starting from the server's answers when the page was rendered there. */
export const createAppRouter = (routes: RouteObject[], hydrationData?: HydrationState) =>
  createBrowserRouter(routes, { hydrationData });
