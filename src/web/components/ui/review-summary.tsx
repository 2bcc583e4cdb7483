import type { ReviewSummary as Summary } from '#domain/api/reviews.js';
import { formatDecimalIn } from '#domain/currency/format-number.js';
import { useT } from '#web/i18n/i18n.js';
import { cn } from '#web/lib/cn.js';
import { useLocale } from '#web/lib/locale.js';
import { Stars } from './star-rating.js';

const STARS = [5, 4, 3, 2, 1] as const;

/** The verified reviews' mean and how many gave each number of stars, as bars with their counts in words. */
export function ReviewSummary({ summary, className }: { summary: Summary; className?: string }) {
  const t = useT();
  const locale = useLocale();
  const average = formatDecimalIn(locale, summary.average ?? 0, 1).digits;
  return (
    <div className={cn('flex flex-col gap-6 sm:flex-row sm:items-center sm:gap-10', className)}>
      <div className="shrink-0">
        <p className="font-display text-5xl font-semibold text-ink">{average}</p>
        <Stars rating={summary.average ?? 0} className="mt-2 [&_svg]:size-5" />
        <p className="mt-1 text-sm text-ink/70">
          <span className="sr-only">{t('{rating} out of 5', { rating: average })} · </span>
          {t('{count, plural, one {# verified review} other {# verified reviews}}', { count: summary.count })}
        </p>
      </div>
      <ul className="w-full max-w-sm space-y-1.5 text-sm" aria-label={t('Reviews by stars')}>
        {STARS.map((stars) => {
          const count = summary.distribution[stars];
          const share = summary.count ? Math.round((count / summary.count) * 100) : 0;
          return (
            <li key={stars} className="flex items-center gap-3">
              <span className="sr-only">
                {t('{stars, plural, one {# star} other {# stars}}: {count, plural, one {# review} other {# reviews}}', {
                  stars,
                  count,
                })}
              </span>
              <span aria-hidden="true" className="w-8 shrink-0 tabular-nums text-ink/80">
                {stars} ★
              </span>
              <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-ink/10">
                <span className="block h-full rounded-full bg-gold" style={{ width: `${share}%` }} />
              </span>
              <span aria-hidden="true" className="w-6 shrink-0 text-right tabular-nums text-ink/70">
                {count}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
