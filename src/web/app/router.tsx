import { createBrowserRouter, type RouteObject } from 'react-router';

/** The single-page app's router, under the page's locale's basename (`/de`, or none for English). */
export const createAppRouter = (routes: RouteObject[], basename: string) =>
  createBrowserRouter(routes, basename ? { basename } : undefined);
