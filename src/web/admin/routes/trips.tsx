import { PageTitle } from '#web/admin-kit/components/page-title.js';
import { TripsList } from '#web/features/admin-trips/components/trips-list.js';

export default function AdminTripsPage() {
  return (
    <section aria-labelledby="trips-title" className="space-y-3">
      <PageTitle title="Trips" />
      <h1 id="trips-title" className="font-display text-xl font-semibold">
        Trips
      </h1>
      <TripsList />
    </section>
  );
}
