import type { DestinationPageTab } from '#domain/site-paths.js';
import { island } from '#web/islands/island.js';
import { withPageQueries } from '#web/islands/page-queries.js';
import {
  LazyDestinationInquiryForm,
  prefetchDestinationInquiryForm,
} from '#web/features/booking/components/lazy-booking-forms.js';
import { useFormPrefetch } from '#web/features/booking/hooks/use-form-prefetch.js';
import { getDestinationQueryOptions, useDestination } from '#web/features/destinations/api/get-destination.js';
import { DestinationDetailTabs } from '#web/features/destinations/components/destination-detail/destination-detail-tabs.js';
import { QuickActions, ServedQuickActions } from '#web/features/personal/components/quick-actions.js';

interface DestinationDetailsProps {
  uuid: string;
  requestedTab?: DestinationPageTab | null | undefined;
}

/** The island's body, with the quick actions the browser acts on, or the server's look of them. */
function destinationDetails(Actions: typeof QuickActions) {
  return function DestinationDetails({ uuid, requestedTab }: DestinationDetailsProps) {
    const { data: destination } = useDestination(uuid);
    const prefetchForm = useFormPrefetch(prefetchDestinationInquiryForm);
    if (!destination) return null;
    return (
      <DestinationDetailTabs
        destination={destination}
        requestedTab={requestedTab}
        inquiryForm={<LazyDestinationInquiryForm destination={destination} />}
        prefetchInquiryForm={prefetchForm}
        quickActions={
          <Actions
            type="destination"
            item={destination}
            refreshKey={getDestinationQueryOptions(destination.uuid).queryKey}
          />
        }
      />
    );
  };
}

/** A destination page's tabs, summary and inquiry form: everything on it a visitor acts on, below the banner. */
export default island('destination-details', withPageQueries(destinationDetails(QuickActions)), {
  served: withPageQueries(destinationDetails(ServedQuickActions)),
});
