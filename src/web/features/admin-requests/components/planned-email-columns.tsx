import type { ScheduledEntry } from '#domain/api/scheduled.js';
import { Button } from '#web/components/ui/button.js';
import { listColumns, type ListColumn } from '#web/admin-kit/table/list-columns.js';
import { deskMoment } from '#web/features/admin-requests/lib/desk-format.js';
import { scheduledLabel } from '#web/features/admin-requests/lib/scheduled-labels.js';
import { ScheduledStatusBadge } from './scheduled-status-badge.js';

const column = listColumns<ScheduledEntry>();

/** When (East Africa Time), what and its state; a planned or failed e-mail has a Skip button (`onSkip`). */
export function plannedEmailColumns(onSkip: (entry: ScheduledEntry) => void): ListColumn<ScheduledEntry>[] {
  return column.columns([
    column.accessor('run_at', {
      header: 'When (EAT)',
      meta: { card: 'title' },
      cell: (info) => <span className="whitespace-nowrap tabular-nums">{deskMoment(info.getValue())}</span>,
    }),
    column.accessor('status', {
      header: 'State',
      meta: { card: 'badge' },
      cell: (info) => <ScheduledStatusBadge status={info.getValue()} />,
    }),
    column.accessor('kind', {
      header: 'E-mail',
      meta: { card: 'line' },
      cell: (info) => scheduledLabel(info.row.original),
    }),
    column.display({
      id: 'skip',
      header: 'Skip',
      meta: { card: 'actions' },
      cell: (info) => {
        const entry = info.row.original;
        if (entry.status !== 'planned' && entry.status !== 'failed') return null;
        return (
          <Button type="button" size="sm" variant="outline" onClick={() => onSkip(entry)}>
            Skip<span className="sr-only"> {scheduledLabel(entry).toLowerCase()}</span>
          </Button>
        );
      },
    }),
  ]);
}
