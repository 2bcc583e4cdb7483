import { Outlet } from 'react-router';
import { FooterDestinations } from '#web/features/destinations/components/footer-destinations.js';
import { Footer } from '#web/features/layout/components/footer.js';
import { Header } from '#web/features/layout/components/header.js';
import ScrollButtonIsland from '#web/features/layout/islands/scroll-button.island.js';
import { ScrollToTop } from '#web/features/layout/components/scroll-to-top.js';
import NewsletterIsland from '#web/features/newsletter/islands/newsletter.island.js';
import { KeptPart } from '#web/islands/kept-part.js';
import { RouterNavigation } from '#web/lib/router-navigation.js';
import { useT } from '#web/i18n/i18n.js';

export function RootLayout() {
  const t = useT();
  const year = new Date().getFullYear();
  return (
    <RouterNavigation>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-ink px-4 py-2 text-white focus-visible:not-sr-only focus-visible:fixed focus-visible:top-2 focus-visible:left-2"
        >
          {t('Skip to content')}
        </a>
        <ScrollToTop />
        <Header />
        <main id="main" className="flex-1">
          <Outlet />
        </main>
        {/* The same on every page of a language, currency and catalogue version: rendered once (kept-part.tsx). */}
        <KeptPart name="footer" look={String(year)}>
          <Footer destinations={<FooterDestinations />} newsletter={<NewsletterIsland />} year={year} />
        </KeptPart>
        <ScrollButtonIsland placement="floating" className="hidden lg:grid" />
      </div>
    </RouterNavigation>
  );
}
