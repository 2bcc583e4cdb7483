import { PageTitle } from '#web/admin-kit/components/page-title.js';
import { DestinationsList } from '#web/features/admin-destinations/components/destinations-list.js';

export default function AdminDestinationsPage() {
  return (
    <section aria-labelledby="destinations-title" className="space-y-3">
      <PageTitle title="Destinations" />
      <h1 id="destinations-title" className="font-display text-xl font-semibold">
        Destinations
      </h1>
      <DestinationsList />
    </section>
  );
}
