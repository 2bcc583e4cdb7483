import { lazy } from 'react';
import { Outlet } from 'react-router';
import { FooterDestinations } from '#web/features/destinations/components/footer-destinations.js';
import { Footer } from '#web/features/layout/components/footer.js';
import { Header } from '#web/features/layout/components/header.js';
import { DeferredScrollButton } from '#web/features/layout/components/deferred-scroll-button.js';
import { ScrollToTop } from '#web/features/layout/components/scroll-to-top.js';

// The form brings the schema library with it: loaded when the footer comes into view, not with the page.
const NewsletterForm = lazy(async () => ({
  default: (await import('#web/features/newsletter/components/newsletter-form.js')).NewsletterForm,
}));

export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-ink px-4 py-2 text-white focus-visible:not-sr-only focus-visible:fixed focus-visible:top-2 focus-visible:left-2"
      >
        Skip to content
      </a>
      <ScrollToTop />
      <Header />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer destinations={<FooterDestinations />} newsletter={<NewsletterForm />} />
      <DeferredScrollButton placement="floating" className="hidden lg:grid" />
    </div>
  );
}
