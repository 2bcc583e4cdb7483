import { Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { agency } from '#web/config/agency.js';

interface ContactAsideProps {
  titleId: string;
  title: string;
  /** why and when to write */
  lead: string;
  /** the mail link, a prepared subject line for instance */
  mailto?: string;
  /** the way on under the contacts: a button, a note */
  children?: ReactNode;
  className?: string;
}

/** A side card beside a page's text: who to call or write to, and the way on. */
export function ContactAside({ titleId, title, lead, mailto, children, className }: ContactAsideProps) {
  return (
    <aside aria-labelledby={titleId} className={className}>
      <div className="rounded-3xl bg-sand p-7 md:p-8 lg:sticky lg:top-28">
        <h2 id={titleId} className="font-display text-2xl font-semibold">
          {title}
        </h2>
        <p className="mt-3 leading-relaxed text-ink/75">{lead}</p>
        <ul className="mt-5 space-y-2.5 text-ink/85">
          <ContactItem icon={<Phone className="size-4" />} href={agency.phoneHref}>
            {agency.phone}
          </ContactItem>
          <ContactItem icon={<Mail className="size-4" />} href={mailto ?? `mailto:${agency.email}`}>
            {agency.email}
          </ContactItem>
        </ul>
        {children}
      </div>
    </aside>
  );
}

function ContactItem({ icon, href, children }: { icon: ReactNode; href: string; children: ReactNode }) {
  return (
    <li className="flex items-center gap-3">
      <span aria-hidden="true" className="shrink-0 text-acacia">
        {icon}
      </span>
      <a href={href} className="[overflow-wrap:anywhere] underline-offset-4 hover:underline">
        {children}
      </a>
    </li>
  );
}
