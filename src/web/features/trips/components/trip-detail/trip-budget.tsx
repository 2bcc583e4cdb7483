import { useId, useMemo, useRef } from 'react';
import type { Budget } from '#domain/api/catalogue.js';
import { todayInDarEsSalaam } from '#domain/dates/calendar-date.js';
import { GROUP_TIERS } from '#domain/pricing/group-tier.js';
import { seasonFor } from '#domain/pricing/season.js';
import { Button } from '#web/components/ui/button.js';
import { EmptyState } from '#web/components/ui/status-message.js';
import { useCurrency } from '#web/features/currency/hooks/use-currency.js';
import { useProvidedSplashBasics } from '#web/features/reference/api/splash-basics-context.js';
import { referenceName } from '#web/features/reference/lib/reference-names.js';
import { cn } from '#web/lib/cn.js';
import { useHorizontalOverflow } from '#web/lib/use-horizontal-overflow.js';
import {
  buildBudgetTables,
  SEASON_LABELS,
  TIER_LABELS,
  type BudgetSeasonTable,
} from '#web/features/trips/lib/budget-table-model.js';
import { useT } from '#web/i18n/i18n.js';

interface TripBudgetProps {
  budgets: readonly Budget[];
  onBook: () => void;
}

/** The season × class × group-size price table (how it prices a booking: docs/behaviour/trip-detail.md 'Pricing'). */
export function TripBudget({ budgets, onBook }: TripBudgetProps) {
  const t = useT();
  const { selectedCode } = useCurrency();
  const splash = useProvidedSplashBasics();
  const classOrder = useMemo(() => splash.data?.searviceClasses.map((c) => c.name) ?? [], [splash.data]);
  const tables = useMemo(() => buildBudgetTables(budgets, classOrder), [budgets, classOrder]);
  const currentSeason = seasonFor(todayInDarEsSalaam());

  return (
    <section aria-labelledby="budget-heading">
      <h2 id="budget-heading" className="font-display text-2xl text-ink sm:text-[1.7rem]">
        {t('Prices by season and group size')}
      </h2>
      <p className="mt-3 max-w-2xl text-ink/75">
        {t(
          'Prices are per person in {currency}. Groups of 2–3 pay the 2-guest rate, 4–5 the 4-guest rate, 6 or more the 6-guest rate.',
          { currency: selectedCode },
        )}
      </p>

      {tables.length === 0 ? (
        <EmptyState className="mt-8">{t('Seasonal prices are available on request.')}</EmptyState>
      ) : (
        <div className="mt-8 space-y-8">
          {tables.map((table) => (
            <BudgetTable key={table.season} table={table} current={table.season === currentSeason} />
          ))}
        </div>
      )}

      <div className="mt-10 flex flex-col items-start gap-4 rounded-2xl bg-sand p-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-ink/80">
          {t('The season follows your start date, and your class and group size set the rate.')}
        </p>
        <Button variant="outline" onClick={onBook} className="shrink-0">
          {t('Book Now')}
        </Button>
      </div>
    </section>
  );
}

function BudgetTable({ table, current }: { table: BudgetSeasonTable; current: boolean }) {
  const t = useT();
  const { format } = useCurrency();
  const scroller = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const { overflows, atEnd } = useHorizontalOverflow(scroller);
  return (
    <div>
      {overflows && (
        <p id={hintId} className="mb-2 text-right text-sm font-medium text-ink/70">
          {t('Swipe to see all prices')} <span aria-hidden="true">→</span>
        </p>
      )}
      <div className="relative">
        {/* When long prices (shillings on a phone) make it scroll, it takes the focus so keys can scroll it too. */}
        <div
          ref={scroller}
          role="group"
          aria-label={t(SEASON_LABELS[table.season].prices)}
          aria-describedby={overflows ? hintId : undefined}
          tabIndex={overflows ? 0 : undefined}
          className="overflow-x-auto rounded-2xl ring-1 ring-ink/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold"
        >
          <table className="w-full border-collapse text-left text-sm sm:text-base">
            <caption className="border-b border-ink/10 bg-sand/70 px-4 py-4 text-left sm:px-5">
              <span className="font-display text-lg text-ink">{t(SEASON_LABELS[table.season].name)}</span>
              <span className="ml-2 text-sm text-ink/70">{t(table.months)}</span>
              {current && (
                <span className="ml-2 inline-flex rounded-full bg-[var(--accent)] px-2.5 py-0.5 align-middle text-xs font-semibold text-white">
                  {t('Current season')}
                </span>
              )}
            </caption>
            <thead>
              <tr className="border-b border-ink/10 text-sm text-ink/70">
                <th scope="col" className="py-3 pr-2.5 pl-4 font-medium sm:px-5">
                  {t('Class')}
                </th>
                {GROUP_TIERS.map((tier) => (
                  <th
                    key={tier}
                    scope="col"
                    className="px-2.5 py-3 text-right font-medium sm:px-5 sm:whitespace-nowrap"
                  >
                    {t(TIER_LABELS[tier])}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.serviceClass} className="border-b border-ink/5 last:border-0 even:bg-sand/30">
                  <th scope="row" className="py-4 pr-2.5 pl-4 font-semibold text-ink sm:px-5">
                    {referenceName(t, row.serviceClass)}
                  </th>
                  {GROUP_TIERS.map((tier) => {
                    const price = row.prices[tier];
                    return (
                      <td
                        key={tier}
                        className="px-2.5 py-4 text-right font-semibold whitespace-nowrap text-gold-dark tabular-nums sm:px-5"
                      >
                        {price === null ? (
                          <span className="font-normal text-ink/70">{t('On request')}</span>
                        ) : (
                          format(price)
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div
          aria-hidden="true"
          className={cn(
            'pointer-events-none absolute inset-y-0 right-0 w-12 rounded-r-2xl bg-linear-to-l from-white to-transparent transition-opacity duration-200',
            overflows && !atEnd ? 'opacity-100' : 'opacity-0',
          )}
        />
      </div>
    </div>
  );
}
