import { useMemo, useState } from 'react';
import type { ScheduledEntry } from '#domain/api/scheduled.js';
import { failureMessage } from '#web/lib/form-errors.js';
import { notify } from '#web/lib/notify.js';
import { ConfirmDialog } from '#web/admin-kit/components/confirm-dialog.js';
import { DataTable } from '#web/admin-kit/table/data-table.js';
import { useSkipScheduled } from '#web/features/admin-requests/api/scheduled.js';
import { deskMoment } from '#web/features/admin-requests/lib/desk-format.js';
import { scheduledLabel } from '#web/features/admin-requests/lib/scheduled-labels.js';
import { plannedEmailColumns } from './planned-email-columns.js';

/**
 * What the scheduler sends about this request and when (docs/decisions/035-one-scheduler-in-the-database.md):
 * reminders, the travellers' details, the pre-departure message, the review invitation, soonest first. An agent may
 * skip one that has not gone yet, after a question.
 */
export function PlannedEmails({ entries }: { entries: ScheduledEntry[] }) {
  const [skipping, setSkipping] = useState<ScheduledEntry | null>(null);
  const skip = useSkipScheduled();
  const columns = useMemo(() => plannedEmailColumns(setSkipping), []);
  if (entries.length === 0) {
    return <p className="text-ink/70">Reminders and trip e-mails are planned once the request is confirmed.</p>;
  }
  const confirm = () => {
    if (!skipping) return;
    const what = scheduledLabel(skipping);
    skip.mutate(skipping.uuid, {
      onSuccess: () => {
        notify.success(`${what} skipped: it will not be sent.`);
        setSkipping(null);
      },
      onError: (error) => {
        notify.error(failureMessage(error, 'The e-mail could not be skipped.'));
        setSkipping(null);
      },
    });
  };
  return (
    <>
      <DataTable
        caption="Planned e-mails"
        columns={columns}
        rows={entries}
        rowId={(entry) => entry.uuid}
        total={entries.length}
        rowTone={(entry) => (entry.status === 'skipped' ? 'muted' : entry.status === 'failed' ? 'alert' : undefined)}
      />
      <ConfirmDialog
        open={skipping !== null}
        message={
          skipping
            ? `Skip “${scheduledLabel(skipping)}” planned for ${deskMoment(skipping.run_at)}? It will not be sent.`
            : ''
        }
        confirmLabel={skip.isPending ? 'Skipping…' : 'Skip e-mail'}
        cancelLabel="Keep it"
        pending={skip.isPending}
        onConfirm={confirm}
        onCancel={() => setSkipping(null)}
      />
    </>
  );
}
