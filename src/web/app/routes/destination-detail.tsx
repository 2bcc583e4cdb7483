import { useParams, useSearchParams } from 'react-router';
import { readDestinationPageParams } from '#domain/site-paths.js';
import DestinationDetailsIsland from '#web/app/islands/destination-details.island.js';
import { DestinationDetail } from '#web/features/destinations/components/destination-detail/destination-detail.js';

/** /destination/{uuid}: the banner as HTML; the tabs with the inquiry form and the quick actions an island. */
export default function DestinationDetailPage() {
  const { uuid } = useParams();
  const [searchParams] = useSearchParams();
  const requestedTab = readDestinationPageParams(searchParams).tab;
  return (
    <DestinationDetail
      uuid={uuid}
      renderTabs={(destination) => <DestinationDetailsIsland uuid={destination.uuid} requestedTab={requestedTab} />}
    />
  );
}
