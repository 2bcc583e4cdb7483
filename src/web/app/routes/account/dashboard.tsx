import { Navigate } from 'react-router';
import { Seo } from '#web/components/seo.js';
import { paths } from '#web/config/paths.js';
import { CartRequestForm } from '#web/features/booking/components/cart-request-form.js';
import { DashboardView } from '#web/features/personal/components/dashboard/dashboard-view.js';
import { readAuthToken } from '#web/lib/auth-token.js';
import { useT } from '#web/i18n/i18n.js';

export default function DashboardPage() {
  const t = useT();
  // Signed-out visitors are sent to the login page.
  if (!readAuthToken()) return <Navigate to={paths.login.getHref()} replace />;
  return (
    <>
      <Seo
        title={t('My dashboard')}
        description={t('Your likes, ratings, cart and bookings with Kilele Safaris.')}
        noIndex
      />
      <div className="bg-sand">
        <div className="mx-auto max-w-6xl px-5 py-12 sm:px-6 md:py-16">
          <p className="text-xs font-semibold tracking-[0.18em] text-gold-dark uppercase">{t('My account')}</p>
          <h1 className="mt-2 font-display text-4xl font-semibold md:text-5xl">{t('Your dashboard')}</h1>
          <p className="mt-3 max-w-2xl text-lg text-ink/75">
            {t('The trips you love, your ratings, your cart and your bookings, all in one place.')}
          </p>
          <div className="mt-10">
            <DashboardView renderCartRequest={(data) => <CartRequestForm lines={data.cart_items.length} />} />
          </div>
        </div>
      </div>
    </>
  );
}
