import { createBrowserRouter } from 'react-router';
import { paths } from '#web/config/paths.js';
import { RootLayout } from './layout/root-layout.js';
import { RouteError } from './layout/route-error.js';

// Every page is its own chunk, loaded when first visited.
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export const router = createBrowserRouter([
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      { index: true, lazy: page(() => import('./routes/home.js')) },
      { path: paths.tours.path, lazy: page(() => import('./routes/tours.js')) },
      { path: paths.safaris.path, lazy: page(() => import('./routes/safaris.js')) },
      { path: paths.safari.path, lazy: page(() => import('./routes/safari-detail.js')) },
      { path: paths.zanzibarTour.path, lazy: page(() => import('./routes/zanzibar-tour-detail.js')) },
      { path: paths.destination.path, lazy: page(() => import('./routes/destination-detail.js')) },
      { path: paths.destinationPlaceholder.path, lazy: page(() => import('./routes/destination-placeholder.js')) },
      { path: paths.contact.path, lazy: page(() => import('./routes/contact.js')) },
      { path: paths.reviews.path, lazy: page(() => import('./routes/static/reviews.js')) },
      { path: paths.about.path, lazy: page(() => import('./routes/static/about.js')) },
      { path: paths.careers.path, lazy: page(() => import('./routes/static/careers.js')) },
      { path: paths.blog.path, lazy: page(() => import('./routes/static/blog.js')) },
      { path: paths.press.path, lazy: page(() => import('./routes/static/press.js')) },
      { path: paths.faq.path, lazy: page(() => import('./routes/static/faq.js')) },
      { path: paths.privacy.path, lazy: page(() => import('./routes/static/privacy.js')) },
      { path: paths.terms.path, lazy: page(() => import('./routes/static/terms.js')) },
      { path: paths.login.path, lazy: page(() => import('./routes/account/login.js')) },
      { path: paths.forgotPassword.path, lazy: page(() => import('./routes/account/forgot-password.js')) },
      { path: paths.resetPassword.path, lazy: page(() => import('./routes/account/reset-password.js')) },
      { path: paths.dashboard.path, lazy: page(() => import('./routes/account/dashboard.js')) },
      { path: paths.saveTestimonial.path, lazy: page(() => import('./routes/account/save-testimonial.js')) },
      { path: paths.payment.path, lazy: page(() => import('./routes/payment.js')) },
      { path: paths.trackRequest.path, lazy: page(() => import('./routes/track-request.js')) },
      { path: paths.unsubscribe.path, lazy: page(() => import('./routes/unsubscribe.js')) },
      { path: '*', lazy: page(() => import('./routes/not-found.js')) },
    ],
  },
]);
