import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AdminProviders } from './providers.js';
import { adminRouter } from './router.js';
import './admin.css';

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
