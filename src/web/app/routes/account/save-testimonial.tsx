import { Link } from 'react-router';
import { Seo } from '#web/components/seo.js';
import { paths } from '#web/config/paths.js';
import { FormAlert } from '#web/features/account/components/form-alert.js';
import { TestimonialForm } from '#web/features/account/components/testimonial-form.js';
import { PageHeader } from '#web/features/static-pages/components/page-header.js';
import { readAuthToken } from '#web/lib/auth-token.js';

export default function SaveTestimonialPage() {
  const signedIn = readAuthToken() !== null;
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
          {!signedIn && (
            <FormAlert tone="info" title="Please log in first" className="mb-8">
              <p>
                Testimonials are linked to your account.{' '}
                <Link
                  to={paths.login.getHref('login')}
                  className="font-semibold text-gold-dark underline underline-offset-4"
                >
                  Log in
                </Link>{' '}
                or{' '}
                <Link
                  to={paths.login.getHref('register')}
                  className="font-semibold text-gold-dark underline underline-offset-4"
                >
                  create an account
                </Link>{' '}
                to share yours.
              </p>
            </FormAlert>
          )}
          <TestimonialForm />
        </div>
      </div>
    </>
  );
}
