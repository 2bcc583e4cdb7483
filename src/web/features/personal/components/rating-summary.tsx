import { cn } from '#web/lib/cn.js';
import { useT } from '#web/i18n/i18n.js';

interface RatingSummaryProps {
  average: number | null | undefined;
  count: number | null | undefined;
  /** 'dark' on white cards and pages, 'light' over a photo */
  tone?: 'dark' | 'light';
  /** '(12 ratings)' rather than '(12)', where there is room */
  long?: boolean;
  className?: string;
}

/** '★ 4.5 (12)': the average of the travellers' ratings and how many there are, when there are any. */
export function RatingSummary({ average, count, tone = 'dark', long = false, className }: RatingSummaryProps) {
  const t = useT();
  if (average == null || !count) return null;
  const shown = average.toFixed(1);
  return (
    <p className={cn('inline-flex items-center gap-1 text-sm', className)}>
      <span aria-hidden="true" className={tone === 'dark' ? 'text-gold-dark' : 'text-gold'}>
        ★
      </span>
      <span aria-hidden="true" className="font-semibold">
        {shown}
      </span>
      <span aria-hidden="true" className={tone === 'dark' ? 'text-ink/70' : 'text-white/85'}>
        ({long ? t('{count, plural, one {{count} rating} other {{count} ratings}}', { count }) : count})
      </span>
      <span className="sr-only">
        {t('Rated {rating} out of 5 by {count, plural, one {{count} traveller} other {{count} travellers}}', {
          rating: shown,
          count,
        })}
      </span>
    </p>
  );
}
