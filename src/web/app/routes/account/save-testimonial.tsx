import { Navigate } from 'react-router';
import { Seo } from '#web/components/seo.js';
import { paths } from '#web/config/paths.js';
import { TestimonialForm } from '#web/features/account/components/testimonial-form.js';
import { PageHeader } from '#web/features/static-pages/components/page-header.js';
import { readAuthToken } from '#web/lib/auth-token.js';
import { useT } from '#web/i18n/i18n.js';

export default function SaveTestimonialPage() {
  const t = useT();
  // Testimonials are linked to an account: visitors log in first, as for the dashboard.
  if (!readAuthToken()) return <Navigate to={paths.login.getHref()} replace />;
  return (
    <>
      <Seo
        title={t('Share your experience')}
        description={t('Tell future travellers about your trip with Kilele Safaris.')}
      />
      <PageHeader
        eyebrow={t('Testimonials')}
        title={t('Share your experience')}
        lead={t('How was your trip? A few honest lines help the next traveller decide, and help us get better.')}
        banner="nungwi-sunset-dhow-cruise-turtle-pond"
        bannerAlt={t('A dhow under sail at sunset off Nungwi')}
      />
      <div className="mx-auto max-w-6xl px-5 py-14 sm:px-6 md:py-20">
        <div className="max-w-3xl">
          <TestimonialForm />
        </div>
      </div>
    </>
  );
}
