import { useParams } from 'react-router';
import { DestinationInquiryForm } from '#web/features/booking/components/destination-inquiry-form.js';
import { getDestinationQueryOptions } from '#web/features/destinations/api/get-destination.js';
import { DestinationDetail } from '#web/features/destinations/components/destination-detail/destination-detail.js';
import { QuickActions } from '#web/features/personal/components/quick-actions.js';

/** /destination/{uuid}: the destination's page with its inquiry form and the signed-in quick actions. */
export default function DestinationDetailPage() {
  const { uuid } = useParams();
  return (
    <DestinationDetail
      uuid={uuid}
      renderInquiryForm={(destination) => <DestinationInquiryForm destination={destination} />}
      renderQuickActions={(destination) => (
        <QuickActions
          type="destination"
          item={destination}
          refreshKey={getDestinationQueryOptions(destination.uuid).queryKey}
        />
      )}
    />
  );
}
