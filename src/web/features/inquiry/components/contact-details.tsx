import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { agency } from '#web/config/agency.js';
import { useOpeningHours } from '#web/components/use-opening-hours.js';
import { useT } from '#web/i18n/i18n.js';

/** The office's address, phone, e-mail and hours, each a link where the device can act on it. */
export function ContactDetails() {
  const t = useT();
  const hours = useOpeningHours();
  return (
    <ul className="space-y-6">
      <Detail icon={<MapPin className="size-5" />} title={t('Visit our office')}>
        <address className="not-italic">
          {agency.address.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      </Detail>
      <Detail icon={<Phone className="size-5" />} title={t('Call or WhatsApp')}>
        <a href={agency.phoneHref} className="font-medium text-ink underline-offset-4 hover:underline">
          {agency.phone}
        </a>
      </Detail>
      <Detail icon={<Mail className="size-5" />} title={t('E-mail')}>
        <a
          href={`mailto:${agency.email}`}
          className="font-medium [overflow-wrap:anywhere] text-ink underline-offset-4 hover:underline"
        >
          {agency.email}
        </a>
      </Detail>
      <Detail icon={<Clock className="size-5" />} title={t('Office hours')}>
        {hours}
      </Detail>
    </ul>
  );
}

function Detail({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-3.5">
      <span
        aria-hidden="true"
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-acacia shadow-sm"
      >
        {icon}
      </span>
      <div className="min-w-0 text-[0.9375rem] text-ink/75">
        <p className="text-sm font-semibold text-ink">{title}</p>
        <div className="mt-0.5">{children}</div>
      </div>
    </li>
  );
}
