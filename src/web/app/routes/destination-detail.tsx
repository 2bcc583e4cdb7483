import { useParams } from 'react-router';
import { DestinationInquiryForm } from '#web/features/booking/components/destination-inquiry-form.js';
import { getDestinationQueryOptions } from '#web/features/destinations/api/get-destination.js';
import { DestinationDetail } from '#web/features/destinations/components/destination-detail/destination-detail.js';
import { QuickActions } from '#web/features/personal/components/quick-actions.js';
import { itemRef } from '#web/features/personal/lib/item-ref.js';

/** /destination/{uuid} (spec 2). */
export default function DestinationDetailPage() {
  const { uuid } = useParams();
  return (
    <DestinationDetail
      uuid={uuid}
      renderInquiryForm={(destination) => <DestinationInquiryForm destination={destination} />}
      renderQuickActions={(destination) => (
        <QuickActions
          item={itemRef('destination', destination)}
          ratingAverage={destination.rating_average}
          ratingsCount={destination.ratings_count}
          refreshKey={getDestinationQueryOptions(destination.uuid).queryKey}
        />
      )}
    />
  );
}
