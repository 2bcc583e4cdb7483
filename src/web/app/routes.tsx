import type { LoaderFunction, RouteObject } from 'react-router';
import { paths } from '#web/config/paths.js';
import { RootLayout } from './layout/root-layout.js';
import { RouteError } from './layout/route-error.js';
/** The loaders of the routes that read data; the server passes them, the browser leaves them out. */
export interface RouteLoaders {
  root: LoaderFunction;
  home: LoaderFunction;
  tripList: LoaderFunction;
  trip: LoaderFunction;
  destination: LoaderFunction;
  notFound: LoaderFunction;
  reviews: LoaderFunction;
  trackRequest: LoaderFunction;
}

// Every page is its own chunk, loaded when first visited.
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** A page of one visitor's own: the server sends the app shell and the browser renders it. */
const clientOnly = { clientOnly: true } as const;
/**
 * A page of one visitor's own that the server renders when its link carries its key (the tracking page: readable
 * before, or without, JavaScript); without the key (the signed-in owner's bearer token, which only the browser
 * holds) the server sends the app shell. Never kept by the page cache (server-pages.ts, private-pages.ts).
 */
const keyed = { clientOnlyWithout: 'key' } as const;
/**
 * A page the browser renders as the single-page app (a form that leads into the visitor's own pages) whose
 * first HTML the server still writes: its title, heading and form as they first show, for a crawler, an audit
 * and a reader before the app has started. No page data travels with it: the app renders it again.
 */
const appRendered = { appRendered: true } as const;

/**
 * The one route tree: the browser routes with it, and the server renders public pages from it. Only
 * the server passes loaders (they fill the page's query cache from the catalogue in-process); in the
 * browser the pages' own queries fetch, or find the server's answers in the hydrated cache.
 */
export const createRoutes = (loaders?: RouteLoaders): RouteObject[] => [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    loader: loaders?.root,
    children: [
      { index: true, loader: loaders?.home, lazy: page(() => import('./routes/home.js')) },
      { path: paths.tours.path, loader: loaders?.tripList, lazy: page(() => import('./routes/tours.js')) },
      { path: paths.safaris.path, loader: loaders?.tripList, lazy: page(() => import('./routes/safaris.js')) },
      { path: paths.safari.path, loader: loaders?.trip, lazy: page(() => import('./routes/safari-detail.js')) },
      {
        path: paths.zanzibarTour.path,
        loader: loaders?.trip,
        lazy: page(() => import('./routes/zanzibar-tour-detail.js')),
      },
      {
        path: paths.destination.path,
        loader: loaders?.destination,
        lazy: page(() => import('./routes/destination-detail.js')),
      },
      { path: paths.destinationPlaceholder.path, lazy: page(() => import('./routes/destination-placeholder.js')) },
      { path: paths.contact.path, lazy: page(() => import('./routes/contact.js')) },
      { path: paths.reviews.path, loader: loaders?.reviews, lazy: page(() => import('./routes/static/reviews.js')) },
      { path: paths.writeReview.path, handle: clientOnly, lazy: page(() => import('./routes/write-review.js')) },
      { path: paths.about.path, lazy: page(() => import('./routes/static/about.js')) },
      { path: paths.careers.path, lazy: page(() => import('./routes/static/careers.js')) },
      { path: paths.blog.path, lazy: page(() => import('./routes/static/blog.js')) },
      { path: paths.press.path, lazy: page(() => import('./routes/static/press.js')) },
      { path: paths.faq.path, lazy: page(() => import('./routes/static/faq.js')) },
      { path: paths.privacy.path, lazy: page(() => import('./routes/static/privacy.js')) },
      { path: paths.terms.path, lazy: page(() => import('./routes/static/terms.js')) },
      { path: paths.login.path, handle: appRendered, lazy: page(() => import('./routes/account/login.js')) },
      {
        path: paths.forgotPassword.path,
        handle: appRendered,
        lazy: page(() => import('./routes/account/forgot-password.js')),
      },
      {
        path: paths.resetPassword.path,
        handle: clientOnly,
        lazy: page(() => import('./routes/account/reset-password.js')),
      },
      {
        path: paths.verifyEmail.path,
        handle: clientOnly,
        lazy: page(() => import('./routes/account/verify-email.js')),
      },
      { path: paths.dashboard.path, handle: clientOnly, lazy: page(() => import('./routes/account/dashboard.js')) },
      {
        path: paths.saveTestimonial.path,
        handle: clientOnly,
        lazy: page(() => import('./routes/account/save-testimonial.js')),
      },
      { path: paths.payment.path, handle: clientOnly, lazy: page(() => import('./routes/payment.js')) },
      {
        path: paths.trackRequest.path,
        handle: keyed,
        loader: loaders?.trackRequest,
        lazy: page(() => import('./routes/track-request.js')),
      },
      { path: paths.unsubscribe.path, handle: clientOnly, lazy: page(() => import('./routes/unsubscribe.js')) },
      // Draft previews: opened with a signed token from the back office; the server never renders them.
      {
        path: paths.tripPreview.path,
        handle: clientOnly,
        lazy: page(() => import('./routes/preview/trip-preview.js')),
      },
      {
        path: paths.destinationPreview.path,
        handle: clientOnly,
        lazy: page(() => import('./routes/preview/destination-preview.js')),
      },
      { path: '*', loader: loaders?.notFound, lazy: page(() => import('./routes/not-found.js')) },
    ],
  },
];

/**
 * Whether the server sends a rendered page for this route and URL (public pages, a tracking link with its key) or the
 * app shell (private ones).
 */
export const isClientOnlyRoute = (handle: unknown, url: URL): boolean =>
  typeof handle === 'object' &&
  handle !== null &&
  ('clientOnly' in handle ||
    ('clientOnlyWithout' in handle &&
      typeof handle.clientOnlyWithout === 'string' &&
      !url.searchParams.get(handle.clientOnlyWithout)));

/** Whether the server's rendered page is one the browser renders again as the single-page app. */
export const isAppRenderedRoute = (handle: unknown): boolean =>
  typeof handle === 'object' && handle !== null && 'appRendered' in handle;
