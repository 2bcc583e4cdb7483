import { useMemo } from 'react';
import type { ScheduledJobListEntry } from '#domain/api/scheduled.js';
import { Button } from '#web/components/ui/button.js';
import { failureMessage } from '#web/lib/form-errors.js';
import { notify } from '#web/lib/notify.js';
import { adminPaths } from '#web/admin-kit/admin-paths.js';
import { FilterBar } from '#web/admin-kit/list/filter-bar.js';
import { defineList, pageQuery } from '#web/admin-kit/list/list-params.js';
import { ListTable } from '#web/admin-kit/list/list-table.js';
import { useListState } from '#web/admin-kit/list/use-list-state.js';
import { listColumns } from '#web/admin-kit/table/list-columns.js';
import { useFailedJobs, useRetryScheduled } from '#web/features/admin-requests/api/scheduled.js';
import { deskMoment } from '#web/features/admin-requests/lib/desk-format.js';
import { scheduledLabel } from '#web/features/admin-requests/lib/scheduled-labels.js';

const failedJobsList = defineList({ params: {}, pageSizes: [25, 50, 100] });
const column = listColumns<ScheduledJobListEntry>();

function RetryButton({ job }: { job: ScheduledJobListEntry }) {
  const retry = useRetryScheduled();
  const run = () =>
    retry.mutate(job.uuid, {
      onSuccess: () => notify.success(`${scheduledLabel(job)} for ${job.reference} will run within a minute.`),
      onError: (error) => notify.error(failureMessage(error, 'The job could not be planned again.')),
    });
  return (
    <Button type="button" size="sm" variant="outline" disabled={retry.isPending} onClick={run}>
      Retry<span className="sr-only"> {job.reference}</span>
    </Button>
  );
}

const columns = column.columns([
  column.accessor('reference', {
    header: 'Request',
    enableHiding: false,
    meta: { card: 'title' },
    cell: (info) => <span className="font-mono font-semibold whitespace-nowrap">{info.getValue()}</span>,
  }),
  column.accessor('kind', {
    header: 'E-mail',
    meta: { card: 'line' },
    cell: (info) => scheduledLabel(info.row.original),
  }),
  column.accessor('run_at', {
    header: 'Last tried (EAT)',
    cell: (info) => <span className="whitespace-nowrap tabular-nums">{deskMoment(info.getValue())}</span>,
  }),
  column.accessor('attempts', {
    header: 'Attempts',
    cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
  }),
  column.accessor('last_error', {
    header: 'Last error',
    meta: { card: 'line' },
    cell: (info) => <span className="block break-words text-ink/80 md:max-w-80">{info.getValue() ?? '—'}</span>,
  }),
  column.display({
    id: 'retry',
    header: 'Retry',
    meta: { card: 'actions' },
    cell: (info) => <RetryButton job={info.row.original} />,
  }),
]);

/** Scheduled jobs given up after their last attempt, the latest first; an owner retries one, or opens its request. */
export function FailedJobsList() {
  const list = useListState(failedJobsList);
  const query = useFailedJobs(pageQuery(list.state));
  const cols = useMemo(() => columns, []);
  return (
    <div className="space-y-3">
      <FilterBar list={list} />
      <ListTable
        list={list}
        query={query}
        what="failed jobs"
        empty="No failed job: every scheduled e-mail went out or is planned."
        rowsOf={(page) => page.jobs}
        pageOf={(page) => ({ total: page.total })}
        caption="Failed jobs"
        columns={cols}
        rowId={(row) => row.uuid}
        rowLink={(row) => adminPaths.request(row.request_uuid)}
        rowLabel={(row) => `Open ${row.reference}`}
        rowTone={() => 'alert'}
      />
    </div>
  );
}
