import { FormAlert } from '#web/components/ui/form-alert.js';
import { PageTitle } from '#web/admin-kit/components/page-title.js';
import { useMe } from '#web/features/admin-auth/api/get-me.js';
import { FailedJobsList } from '#web/features/admin-requests/components/failed-jobs-list.js';

/** Owners see the scheduled e-mails that failed for good and retry them; an agent who follows a link here is told so. */
export default function AdminScheduledPage() {
  const me = useMe();
  const owner = me.data?.role === 'owner';
  return (
    <section aria-labelledby="scheduled-title" className="space-y-4">
      <PageTitle title={owner ? 'Failed jobs' : 'Forbidden'} />
      <h1 id="scheduled-title" className="font-display text-xl font-semibold">
        Failed jobs
      </h1>
      {owner ? (
        <>
          <p className="max-w-prose text-ink/80">
            Scheduled e-mails (reminders, the travellers’ details, pre-departure messages, review invitations) that
            failed five times in a row. Retry one once its cause is fixed: it runs within a minute.
          </p>
          <FailedJobsList />
        </>
      ) : (
        <FormAlert tone="error" title="Forbidden">
          Only an owner sees and retries failed jobs.
        </FormAlert>
      )}
    </section>
  );
}
