import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Skeleton } from '#web/components/ui/skeleton.js';
import { adminPaths } from '#web/admin-kit/admin-paths.js';
import { ItemPageTabs } from '#web/features/admin-translations/components/item-page-tabs.js';
import { PageTitle } from '#web/admin-kit/components/page-title.js';
import { QueryError } from '#web/admin-kit/components/query-error.js';
import { useTrip } from '#web/features/admin-trips/api/get-trips.js';
import { TripEditor } from '#web/features/admin-trips/components/trip-editor.js';

export default function AdminTripEditorPage() {
  const { uuid = '' } = useParams();
  const trip = useTrip(uuid);
  return (
    <section aria-labelledby="trip-title" className="space-y-3">
      <PageTitle title={trip.data?.name ?? 'Trip'} />
      <Link to={adminPaths.trips()} className="inline-flex items-center gap-1 text-sm text-ink/75 hover:text-ink">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Trips
      </Link>
      <h1 id="trip-title" className="font-display text-xl font-semibold">
        {trip.data?.name ?? 'Trip'}
      </h1>
      <ItemPageTabs kind="trip" uuid={uuid} current="content" />
      {trip.isError ? (
        <QueryError error={trip.error} onRetry={() => void trip.refetch()} what="trip" />
      ) : !trip.data ? (
        <Skeleton aria-busy="true" className="h-96 w-full" />
      ) : (
        <TripEditor key={uuid} trip={trip.data} />
      )}
    </section>
  );
}
