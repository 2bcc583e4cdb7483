import { PageTitle } from '#web/admin-kit/components/page-title.js';
import { DeskOverviewPanel } from '#web/features/admin-requests/components/desk-overview.js';

export default function AdminOverviewPage() {
  return (
    <section aria-labelledby="overview-title" className="space-y-3">
      <PageTitle title="Overview" />
      <h1 id="overview-title" className="font-display text-xl font-semibold">
        Overview
      </h1>
      <DeskOverviewPanel />
    </section>
  );
}
