import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#web/components/ui/button.js';
import { useT } from '#web/i18n/i18n.js';

interface DestinationSummaryProps {
  name: string;
  onInquire: () => void;
  /** false while the Send Inquiry tab is open: the form's own button is the one to press */
  showInquire: boolean;
  /** like, cart and rate, wired by the page */
  quickActions?: ReactNode;
}

/** The side summary: 'Min. 2 Guests', 'Contact for pricing', '*No upfront payment required' and quick actions. */
export function DestinationSummary({ name, onInquire, showInquire, quickActions }: DestinationSummaryProps) {
  const t = useT();
  return (
    <aside
      aria-label={t('{name} summary', { name })}
      className="rounded-3xl bg-white p-6 shadow-xl ring-1 shadow-ink/5 ring-ink/10 sm:p-7"
    >
      <p className="text-sm font-semibold tracking-wide text-ink/70 uppercase">{t('Price')}</p>
      <p className="mt-1 font-display text-3xl text-gold-dark">{t('Contact for pricing')}</p>
      <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-sand px-3.5 py-1.5 text-sm font-semibold text-ink">
        <Users aria-hidden="true" className="size-4" />
        {t('Min. 2 Guests')}
      </p>
      <p className="mt-4 text-ink/70">{t('Tell us your dates and group: we reply with a tailored price proposal.')}</p>

      {showInquire && (
        <Button size="lg" className="mt-6 w-full" onClick={onInquire}>
          {t('Send Inquiry')}
        </Button>
      )}
      {quickActions && <div className="mt-3">{quickActions}</div>}
      <p className="mt-5 text-sm text-ink/70">{t('*No upfront payment required')}</p>
    </aside>
  );
}
