import { createBrowserRouter } from 'react-router';
import { RouterNavigationRoute } from '#web/lib/router-navigation.js';
import { LoadingBar } from '#web/admin-kit/components/loading-bar.js';
import { AdminLayout } from './layout/admin-layout.js';
import { AdminRouteError } from './layout/admin-route-error.js';

// Every page is its own chunk, loaded when first visited (a lodge's connection pays only for what it opens).
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** What shows while the first page's chunk loads: the loading bar, not an empty screen. */
const FirstPageLoading = () => <LoadingBar active />;

// The root gives every page the router's links for the storefront's shared parts (lib/navigation.tsx).
export const adminRouter = createBrowserRouter([
  {
    Component: RouterNavigationRoute,
    HydrateFallback: FirstPageLoading,
    children: [
      {
        path: '/admin/login',
        lazy: page(() => import('./routes/login.js')),
        ErrorBoundary: AdminRouteError,
        HydrateFallback: FirstPageLoading,
      },
      {
        path: '/admin/set-password',
        lazy: page(() => import('./routes/set-password.js')),
        ErrorBoundary: AdminRouteError,
        HydrateFallback: FirstPageLoading,
      },
      {
        path: '/admin',
        Component: AdminLayout,
        ErrorBoundary: AdminRouteError,
        HydrateFallback: FirstPageLoading,
        children: [
          { index: true, lazy: page(() => import('./routes/overview.js')) },
          { path: 'requests', lazy: page(() => import('./routes/requests.js')) },
          { path: 'requests/:uuid', lazy: page(() => import('./routes/request-detail.js')) },
          { path: 'payments', lazy: page(() => import('./routes/payments.js')) },
          { path: 'trips', lazy: page(() => import('./routes/trips.js')) },
          { path: 'trips/:uuid', lazy: page(() => import('./routes/trips-editor.js')) },
          { path: 'trips/:uuid/translations', lazy: page(() => import('./routes/trip-translations.js')) },
          { path: 'destinations', lazy: page(() => import('./routes/destinations.js')) },
          { path: 'destinations/:uuid', lazy: page(() => import('./routes/destinations-editor.js')) },
          {
            path: 'destinations/:uuid/translations',
            lazy: page(() => import('./routes/destination-translations.js')),
          },
          { path: 'staff', lazy: page(() => import('./routes/staff.js')) },
          { path: 'moderation', lazy: page(() => import('./routes/moderation.js')) },
          { path: 'subscribers', lazy: page(() => import('./routes/subscribers.js')) },
          { path: 'currencies', lazy: page(() => import('./routes/currencies.js')) },
          { path: 'audit', lazy: page(() => import('./routes/audit.js')) },
          { path: 'scheduled', lazy: page(() => import('./routes/scheduled.js')) },
          { path: '*', lazy: page(() => import('./routes/not-found.js')) },
        ],
      },
    ],
  },
]);
