import type { DeskOverview } from '#domain/api/requests-desk.js';
import { adminPaths } from '#web/admin-kit/admin-paths.js';
import { deskMoney } from '#web/features/admin-requests/lib/desk-format.js';
import { OverviewStat } from './overview-stat.js';

/** The money still to collect on confirmed requests (USD), each figure opening the payments page on its filter. */
export function ReceivablesStats({ receivables }: { receivables: DeskOverview['receivables'] }) {
  return (
    <section aria-labelledby="receivables-title" className="space-y-2">
      <h2 id="receivables-title" className="font-display text-base font-semibold">
        Money to collect
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <OverviewStat
          label="Payments overdue"
          value={receivables.overdue}
          shown={deskMoney(receivables.overdue)}
          to={adminPaths.payments('status=overdue')}
          alert
        />
        <OverviewStat
          label="Payments due in 30 days"
          value={receivables.due_next_30_days}
          shown={deskMoney(receivables.due_next_30_days)}
          to={adminPaths.payments('status=due')}
        />
      </div>
    </section>
  );
}
