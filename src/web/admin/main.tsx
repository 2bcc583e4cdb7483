import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AdminProviders } from './providers.js';
import { adminRouter } from './router.js';
import './admin.css';
import { dismissMenusOnOutsidePressOrEscape } from '#web/lib/dismissable-menus.js';

// The desk's column menu closes as the storefront's menus do.
dismissMenusOnOutsidePressOrEscape();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <AdminProviders>
        <RouterProvider router={adminRouter} />
      </AdminProviders>
    </StrictMode>,
  );
}
