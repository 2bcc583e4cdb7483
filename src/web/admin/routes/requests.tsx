import { PageTitle } from '#web/admin-kit/components/page-title.js';
import { RequestsInbox } from '#web/features/admin-requests/components/requests-inbox.js';

export default function AdminRequestsPage() {
  return (
    <section aria-labelledby="requests-title" className="space-y-3">
      <PageTitle title="Requests" />
      <h1 id="requests-title" className="font-display text-xl font-semibold">
        Requests
      </h1>
      <RequestsInbox />
    </section>
  );
}
