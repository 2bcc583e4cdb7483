import { useParams } from 'react-router';
import { DestinationInquiryForm } from '#web/features/booking/components/destination-inquiry-form.js';
import { DestinationDetail } from '#web/features/destinations/components/destination-detail/destination-detail.js';

/** /destination/{uuid} (spec 2). */
export default function DestinationDetailPage() {
  const { uuid } = useParams();
  return (
    <DestinationDetail
      uuid={uuid}
      renderInquiryForm={(destination) => <DestinationInquiryForm destination={destination} />}
    />
  );
}
