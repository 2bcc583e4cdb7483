import { useT } from '#web/i18n/i18n.js';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { AppLink } from '#web/lib/navigation.js';
import { agency } from '#web/config/agency.js';
import { useOpeningHours } from '#web/components/use-opening-hours.js';
import { Logo } from './logo.js';
import { companyNav, legalNav, type NavItem } from './nav-links.js';
import { SocialLinks } from './social-links.js';
import { BELOW_THE_FOLD } from '#web/lib/below-the-fold.js';

const linkClass = 'text-white/75 transition-colors duration-200 hover:text-gold';

function FooterHeading({ children }: { children: ReactNode }) {
  return <h2 className="font-display text-lg text-white">{children}</h2>;
}

interface FooterProps {
  /** the popular destinations column */
  destinations: ReactNode;
  /** the sign-up form */
  newsletter: ReactNode;
  /** the copyright's year (the kept footer's look: root-layout.tsx) */
  year: number;
}

/** Contact details, company links, popular destinations, newsletter and social links. */
export function Footer({ destinations, newsletter, year }: FooterProps) {
  const t = useT();
  const hours = useOpeningHours();
  return (
    <footer className={`bg-ink pb-(--phone-bar-space) text-white ${BELOW_THE_FOLD}`}>
      <div className="mx-auto max-w-7xl px-4 pt-16 pb-8 sm:px-6 lg:px-8 lg:pt-20">
        <div className="grid grid-cols-2 gap-x-8 gap-y-12 lg:grid-cols-12">
          <div className="col-span-2 lg:col-span-4">
            <Logo tone="light" />
            <p className="mt-4 max-w-sm text-sm leading-relaxed text-white/75">
              {t('Zanzibar island days and Tanzania safaris, planned by a small team in Stone Town and Arusha.')}
            </p>
            <address className="mt-6 space-y-3 text-sm not-italic">
              <ContactLine icon={<MapPin className="size-4" />}>
                {agency.address.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </ContactLine>
              <ContactLine icon={<Phone className="size-4" />}>
                <a href={agency.phoneHref} className={linkClass}>
                  {agency.phone}
                </a>
              </ContactLine>
              <ContactLine icon={<Mail className="size-4" />}>
                <a href={`mailto:${agency.email}`} className={`${linkClass} break-all`}>
                  {agency.email}
                </a>
              </ContactLine>
              <ContactLine icon={<Clock className="size-4" />}>{hours}</ContactLine>
            </address>
          </div>

          <nav aria-label={t('Company')} className="lg:col-span-2">
            <FooterHeading>{t('Company')}</FooterHeading>
            <FooterLinks items={companyNav} className="mt-4 space-y-2.5 text-sm" />
          </nav>

          <div className="lg:col-span-2">
            <FooterHeading>{t('Popular destinations')}</FooterHeading>
            <div className="mt-4">{destinations}</div>
          </div>

          <div className="col-span-2 lg:col-span-4">
            <FooterHeading>{t('Newsletter')}</FooterHeading>
            <p className="mt-4 mb-4 text-sm leading-relaxed text-white/75">
              {t(
                'Letters from Tanzania, once a season: migration timing, the best weeks for the islands, and new trips.',
              )}
            </p>
            {newsletter}
            <SocialLinks className="mt-2" />
          </div>
        </div>

        <div className="mt-14 flex flex-col gap-4 border-t border-white/15 pt-6 text-sm text-white/70 sm:flex-row sm:items-center sm:justify-between">
          <p>{t('© {year} {name}. All rights reserved.', { year, name: agency.name })}</p>
          <FooterLinks items={legalNav} className="flex gap-5" />
        </div>
      </div>
    </footer>
  );
}

function FooterLinks({ items, className }: { items: readonly NavItem[]; className: string }) {
  const t = useT();
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.label}>
          <AppLink to={item.href} className={linkClass}>
            {t(item.label)}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className="flex gap-3 text-white/75">
      <span aria-hidden="true" className="mt-0.5 shrink-0 text-gold">
        {icon}
      </span>
      <span>{children}</span>
    </p>
  );
}
