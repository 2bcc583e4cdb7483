import { Link } from 'react-router';
import { REQUEST_TYPE_LABELS, REQUEST_TYPES, type RequestStatus } from '#domain/requests/request-status.js';
import { Skeleton } from '#web/components/ui/skeleton.js';
import { adminPaths } from '#web/admin-kit/admin-paths.js';
import { QueryError } from '#web/admin-kit/components/query-error.js';
import { useOverview } from '#web/features/admin-requests/api/get-overview.js';
import { deskTime, waitedFor } from '#web/features/admin-requests/lib/desk-format.js';
import { ManifestDownload } from './manifest-download.js';
import { OverviewStat } from './overview-stat.js';
import { ReceivablesStats } from './receivables-stats.js';
import { WeeklyChart } from './weekly-chart.js';

const inbox = (query: string) => adminPaths.requests(query);
const STAT_STATUSES: { status: RequestStatus; label: string }[] = [
  { status: 'in_progress', label: 'In progress' },
  { status: 'quoted', label: 'Quoted' },
  { status: 'confirmed', label: 'Confirmed' },
];

/** The desk at a glance: what waits, what is in hand, what came in lately, and the money to collect. */
export function DeskOverviewPanel() {
  const overview = useOverview();
  if (overview.isError)
    return <QueryError error={overview.error} onRetry={() => void overview.refetch()} what="overview" />;
  if (!overview.data) return <Skeleton className="h-48 w-full" />;
  const data = overview.data;
  const count = (status: RequestStatus) => data.by_status[status] ?? 0;
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <OverviewStat label="New" value={count('new')} to={inbox('status=new')} />
        <OverviewStat label="Overdue (over 24 h)" value={data.overdue} to={inbox('overdue=1')} alert />
        <OverviewStat label="New this week" value={data.new_this_week} to={inbox('')} />
        {STAT_STATUSES.map(({ status, label }) => (
          <OverviewStat key={status} label={label} value={count(status)} to={inbox(`status=${status}`)} />
        ))}
      </div>
      <ReceivablesStats receivables={data.receivables} />
      <div className="flex flex-wrap items-center gap-3 rounded-xl bg-white p-4 ring-1 ring-ink/10">
        <OverviewStat
          label="Travellers' details missing (trips in the next 60 days)"
          value={data.travellers_missing.count}
          to={inbox(
            `status=confirmed&travellers_missing=1&travel_from=${data.travellers_missing.from}&travel_to=${data.travellers_missing.to}&sort=travel_asc`,
          )}
          alert={data.travellers_missing.count > 0}
        />
        <ManifestDownload />
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <section aria-labelledby="oldest-title" className="rounded-xl bg-white p-4 ring-1 ring-ink/10">
          <h2 id="oldest-title" className="font-display text-base font-semibold">
            Oldest unanswered
          </h2>
          {data.oldest_unanswered ? (
            <p className="mt-2">
              <Link
                to={adminPaths.request(data.oldest_unanswered.uuid)}
                className="font-mono font-semibold text-gold-dark underline underline-offset-4"
              >
                {data.oldest_unanswered.reference}
              </Link>{' '}
              {data.oldest_unanswered.customer_name}
              <span className="block text-ink/65">
                Received {deskTime(data.oldest_unanswered.received_at)}, waiting{' '}
                {waitedFor(data.oldest_unanswered.received_at)}
              </span>
            </p>
          ) : (
            <p className="mt-2 text-ink/70">Every request has an answer.</p>
          )}
        </section>
        <section aria-labelledby="type-title" className="rounded-xl bg-white p-4 ring-1 ring-ink/10">
          <h2 id="type-title" className="font-display text-base font-semibold">
            By type
          </h2>
          <ul className="mt-2 space-y-1">
            {REQUEST_TYPES.map((type) => (
              <li key={type} className="flex justify-between gap-2">
                <Link to={inbox(`type=${type}`)} className="hover:underline">
                  {REQUEST_TYPE_LABELS[type]}
                </Link>
                <span className="font-semibold tabular-nums">{data.by_type[type] ?? 0}</span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="weeks-title" className="rounded-xl bg-white p-4 ring-1 ring-ink/10">
          <h2 id="weeks-title" className="font-display text-base font-semibold">
            Requests per week
          </h2>
          <WeeklyChart weeks={data.per_week} />
        </section>
      </div>
    </div>
  );
}
