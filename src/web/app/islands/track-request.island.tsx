import { TRACKING_LINK_MESSAGE } from '#domain/schemas/messages.js';
import { island } from '#web/islands/island.js';
import { withPageQueries } from '#web/islands/page-queries.js';
import { useTrackedRequest } from '#web/features/requests/api/get-tracked-request.js';
import { TrackedRequestSkeleton } from '#web/features/requests/components/tracked-request-skeleton.js';
import { TrackedRequestView } from '#web/features/requests/components/tracked-request-view.js';
import { TrackingLinkInvalid } from '#web/features/requests/components/tracking-link-invalid.js';
import { TrackingLoadFailed } from '#web/features/requests/components/tracking-load-failed.js';
import { ApiError } from '#web/lib/api-client.js';
import { readAuthToken } from '#web/lib/auth-token.js';

interface TrackedRequestPanelProps {
  reference: string;
  /** the key from the e-mail's link; '' when the signed-in account that sent the request opens it */
  trackingKey: string;
  /** the server found that the link opens nothing (its loader's 404): no request is asked for */
  linkInvalid?: boolean | undefined;
}

/**
 * The request as its tourist follows it: the server renders it from the tracking API's answer (the query the page
 * data carries, so nothing is fetched again on hydration), and the browser makes its answers work.
 */
function TrackedRequestPanel({ reference, trackingKey, linkInvalid = false }: TrackedRequestPanelProps) {
  // Without the e-mail's key, the signed-in account that sent the request opens it (the dashboard links here).
  const canOpen = !linkInvalid && (trackingKey !== '' || readAuthToken() !== null);
  const query = useTrackedRequest(reference, trackingKey, { enabled: canOpen });
  const invalid = !canOpen || (query.error instanceof ApiError && query.error.status === 404);
  if (invalid) return <TrackingLinkInvalid message={TRACKING_LINK_MESSAGE} />;
  if (query.data) return <TrackedRequestView request={query.data} access={{ reference, key: trackingKey }} />;
  if (query.error) return <TrackingLoadFailed onRetry={() => void query.refetch()} />;
  return <TrackedRequestSkeleton />;
}

/** A tracking page's request, quotes, payments and the tourist's answers. */
export default island('track-request', withPageQueries(TrackedRequestPanel, { prices: false }));
