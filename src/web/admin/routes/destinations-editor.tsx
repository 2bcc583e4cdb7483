import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Skeleton } from '#web/components/ui/skeleton.js';
import { adminPaths } from '#web/admin-kit/admin-paths.js';
import { ItemPageTabs } from '#web/features/admin-translations/components/item-page-tabs.js';
import { PageTitle } from '#web/admin-kit/components/page-title.js';
import { QueryError } from '#web/admin-kit/components/query-error.js';
import { useDestination } from '#web/features/admin-destinations/api/get-destinations.js';
import { DestinationEditor } from '#web/features/admin-destinations/components/destination-editor.js';

export default function AdminDestinationEditorPage() {
  const { uuid = '' } = useParams();
  const destination = useDestination(uuid);
  return (
    <section aria-labelledby="destination-title" className="space-y-3">
      <PageTitle title={destination.data?.name ?? 'Destination'} />
      <Link
        to={adminPaths.destinations()}
        className="inline-flex items-center gap-1 text-sm text-ink/75 hover:text-ink"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Destinations
      </Link>
      <h1 id="destination-title" className="font-display text-xl font-semibold">
        {destination.data?.name ?? 'Destination'}
      </h1>
      <ItemPageTabs kind="destination" uuid={uuid} current="content" />
      {destination.isError ? (
        <QueryError error={destination.error} onRetry={() => void destination.refetch()} what="destination" />
      ) : !destination.data ? (
        <Skeleton aria-busy="true" className="h-96 w-full" />
      ) : (
        <DestinationEditor key={uuid} destination={destination.data} />
      )}
    </section>
  );
}
