import { PageTitle } from '#web/admin-kit/components/page-title.js';
import { InstalmentsList } from '#web/features/admin-requests/components/instalments-list.js';

/** The money to collect across confirmed requests (agents and owners), with a CSV export. */
export default function AdminPaymentsPage() {
  return (
    <section aria-labelledby="payments-title" className="space-y-4">
      <PageTitle title="Payments" />
      <h1 id="payments-title" className="font-display text-xl font-semibold">
        Payments
      </h1>
      <p className="max-w-prose text-ink/80">
        Every deposit, balance and full payment of the confirmed requests, soonest due first, in USD. An instalment is
        overdue from the day after its due date.
      </p>
      <InstalmentsList />
    </section>
  );
}
