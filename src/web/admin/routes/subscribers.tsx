import { PageTitle } from '#web/admin-kit/components/page-title.js';
import { SubscribersList } from '#web/features/admin-subscribers/components/subscribers-list.js';

/** The newsletter's subscribers (agents and owners), with a CSV export. */
export default function AdminSubscribersPage() {
  return (
    <section aria-labelledby="subscribers-title" className="space-y-4">
      <PageTitle title="Subscribers" />
      <h1 id="subscribers-title" className="font-display text-xl font-semibold">
        Subscribers
      </h1>
      <SubscribersList />
    </section>
  );
}
