import { Navigate } from 'react-router';
import { Seo } from '#web/components/seo.js';
import { paths } from '#web/config/paths.js';
import { TestimonialForm } from '#web/features/account/components/testimonial-form.js';
import { PageHeader } from '#web/features/static-pages/components/page-header.js';
import { readAuthToken } from '#web/lib/auth-token.js';

export default function SaveTestimonialPage() {
  // Testimonials are linked to an account: visitors log in first, as for the dashboard.
  if (!readAuthToken()) return <Navigate to={paths.login.getHref()} replace />;
  return (
    <>
      <Seo title="Share your experience" description="Tell future travellers about your trip with Kilele Safaris." />
      <PageHeader
        eyebrow="Testimonials"
        title="Share your experience"
        lead="How was your trip? A few honest lines help the next traveller decide, and help us get better."
        banner="nungwi-sunset-dhow-cruise-turtle-pond"
        bannerAlt="A dhow under sail at sunset off Nungwi"
      />
      <div className="mx-auto max-w-6xl px-5 py-14 sm:px-6 md:py-20">
        <div className="max-w-3xl">
          <TestimonialForm />
        </div>
      </div>
    </>
  );
}
