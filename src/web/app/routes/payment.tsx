import { CreditCard, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { Seo } from '#web/components/seo.js';
import { buttonVariants } from '#web/components/ui/button.js';
import { agency } from '#web/config/agency.js';
import { paths } from '#web/config/paths.js';
import { useRich, useT } from '#web/i18n/i18n.js';

/** Payment is not available online yet; the agency follows up by e-mail. */
export default function PaymentPage() {
  const t = useT();
  const rich = useRich();
  return (
    <>
      <Seo
        title={t('Payment')}
        description={t('Online payment is coming soon. {agency} confirms every booking by e-mail.', {
          agency: agency.name,
        })}
        noIndex
      />
      <section className="bg-sand">
        <div className="mx-auto max-w-2xl px-5 py-20 text-center sm:px-6 md:py-28">
          <span className="mx-auto inline-flex size-16 items-center justify-center rounded-full bg-white text-gold-dark shadow-sm">
            <CreditCard aria-hidden="true" className="size-8" />
          </span>
          <h1 className="mt-6 font-display text-4xl font-semibold text-balance md:text-5xl">
            {t('Online payment is coming soon')}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-ink/75">
            {t(
              'For now there is nothing to pay here. After you send a booking request we confirm availability and send you an invoice by e-mail, with safe ways to pay your deposit.',
            )}
          </p>
          <p className="mt-4 inline-flex items-center gap-2 text-ink/75">
            <Mail aria-hidden="true" className="size-4 text-acacia" />
            {rich('Questions about a payment? {email}', {
              email: (
                <a href={`mailto:${agency.email}`} className="font-medium text-gold-dark underline underline-offset-4">
                  {agency.email}
                </a>
              ),
            })}
          </p>
          <div className="mt-10 flex flex-wrap justify-center gap-3">
            <Link to={paths.home.getHref()} className={buttonVariants({ size: 'lg' })}>
              {t('Return Home')}
            </Link>
            <Link to={paths.contact.getHref()} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
              {t('Contact us')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
