import { useQueryClient } from '@tanstack/react-query';
import type { DestinationPageTab } from '#domain/site-paths.js';
import { getSplashQueryOptions } from '#web/features/reference/api/get-splash.js';
import { island } from '#web/islands/island.js';
import {
  LazyDestinationInquiryForm,
  prefetchDestinationInquiryForm,
} from '#web/features/booking/components/lazy-booking-forms.js';
import { getDestinationQueryOptions, useDestination } from '#web/features/destinations/api/get-destination.js';
import { DestinationDetailTabs } from '#web/features/destinations/components/destination-detail/destination-detail-tabs.js';
import { QuickActions } from '#web/features/personal/components/quick-actions.js';

interface DestinationDetailsProps {
  uuid: string;
  requestedTab?: DestinationPageTab | null | undefined;
}

function DestinationDetails({ uuid, requestedTab }: DestinationDetailsProps) {
  const { data: destination } = useDestination(uuid);
  const queryClient = useQueryClient();
  // The form's code and the reference lists it offers (countries, …), which the page did not need until now.
  const prefetchForm = () => {
    prefetchDestinationInquiryForm();
    void queryClient.prefetchQuery(getSplashQueryOptions());
  };
  if (!destination) return null;
  return (
    <DestinationDetailTabs
      destination={destination}
      requestedTab={requestedTab}
      inquiryForm={<LazyDestinationInquiryForm destination={destination} />}
      prefetchInquiryForm={prefetchForm}
      quickActions={
        <QuickActions
          type="destination"
          item={destination}
          refreshKey={getDestinationQueryOptions(destination.uuid).queryKey}
        />
      }
    />
  );
}

/** A destination page's tabs, summary and inquiry form: everything on it a visitor acts on, below the banner. */
export default island('destination-details', DestinationDetails);
