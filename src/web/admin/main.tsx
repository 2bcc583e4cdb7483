import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { RouteBlockerContext } from '#web/admin-kit/editor/route-blocker.js';
import { AdminProviders } from './providers.js';
import { adminRouter } from './router.js';
import './admin.css';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <AdminProviders>
        {/* The editors' unsaved-changes guard holds navigations through the router's blockers. */}
        <RouteBlockerContext value={adminRouter}>
          <RouterProvider router={adminRouter} />
        </RouteBlockerContext>
      </AdminProviders>
    </StrictMode>,
  );
}
