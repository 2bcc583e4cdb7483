import { parseISO } from 'date-fns';
import type { ReactNode } from 'react';
import { agency } from '#web/config/agency.js';
import type { LegalSection } from '#web/features/static-pages/content/legal.js';
import { useRich, useT } from '#web/i18n/i18n.js';
import { PageHeader } from './page-header.js';
import { formatDate } from '#web/lib/format-date.js';
import { useLocale } from '#web/lib/locale.js';

interface LegalPageProps {
  /** translated by the caller; the sections' messages are translated here */
  title: string;
  lead: ReactNode;
  /** yyyy-MM-dd */
  updated: string;
  sections: readonly LegalSection[];
}

/** Privacy and Terms: short, plain-language summaries in one readable column. */
export function LegalPage({ title, lead, updated, sections }: LegalPageProps) {
  const t = useT();
  const locale = useLocale();
  const rich = useRich();
  return (
    <>
      <PageHeader eyebrow={t('Legal')} title={title} lead={lead} />
      <div className="mx-auto max-w-6xl px-5 py-14 sm:px-6 md:py-20">
        <div className="max-w-3xl">
          <p className="rounded-xl border border-gold/40 bg-gold/10 px-5 py-4 text-sm leading-relaxed text-ink/80">
            {rich('This is a short summary while our full document is being finalised. Last updated {date}.', {
              date: <time dateTime={updated}>{formatDate(parseISO(updated), 'dayLong', locale)}</time>,
            })}
          </p>
          <div className="mt-12 space-y-10">
            {sections.map((section, index) => (
              <section key={section.title} aria-labelledby={`legal-${index}`}>
                <h2 id={`legal-${index}`} className="font-display text-2xl font-semibold">
                  {t(section.title)}
                </h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph.slice(0, 24)} className="mt-3 text-lg leading-relaxed text-ink/80">
                    {t(paragraph, section.values)}
                  </p>
                ))}
              </section>
            ))}
          </div>
          <p className="mt-14 border-t border-ink/10 pt-6 text-ink/75">
            {rich('Questions? Write to {email} or call {phone}.', {
              email: (
                <a href={`mailto:${agency.email}`} className="font-medium text-gold-dark underline underline-offset-4">
                  {agency.email}
                </a>
              ),
              phone: (
                <a href={agency.phoneHref} className="font-medium text-gold-dark underline underline-offset-4">
                  {agency.phone}
                </a>
              ),
            })}
          </p>
        </div>
      </div>
    </>
  );
}
