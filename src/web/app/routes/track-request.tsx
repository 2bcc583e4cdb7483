import { useParams, useSearchParams } from 'react-router';
import { TRACKING_LINK_MESSAGE } from '#domain/schemas/messages.js';
import { Seo } from '#web/components/seo.js';
import { useTrackedRequest } from '#web/features/requests/api/get-tracked-request.js';
import { TrackedRequestSkeleton } from '#web/features/requests/components/tracked-request-skeleton.js';
import { TrackedRequestView } from '#web/features/requests/components/tracked-request-view.js';
import { TrackingLinkInvalid } from '#web/features/requests/components/tracking-link-invalid.js';
import { TrackingLoadFailed } from '#web/features/requests/components/tracking-load-failed.js';
import { ApiError } from '#web/lib/api-client.js';
import { readAuthToken } from '#web/lib/auth-token.js';
import { agency } from '#web/config/agency.js';
import { useT } from '#web/i18n/i18n.js';

/**
 * /requests/:reference?key=…: the private page every request e-mail links to; no account needed. The single-page app
 * renders it (`clientOnly` in routes.tsx): the server sends the shell, never the request's private data.
 */
export default function TrackRequestPage() {
  const t = useT();
  const { reference = '' } = useParams();
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  // Without the e-mail's key, the signed-in account that sent the request opens it (the dashboard links here).
  const canOpen = key !== '' || readAuthToken() !== null;
  const query = useTrackedRequest(reference, key, { enabled: canOpen });
  const invalid = !canOpen || (query.error instanceof ApiError && query.error.status === 404);

  return (
    <>
      <Seo
        title={query.data ? t('Your request {reference}', { reference: query.data.reference }) : t('Your request')}
        description={t('Follow your request with {agency}: its status, what you asked for and our replies.', {
          agency: agency.name,
        })}
        noIndex
      />
      <div className="bg-sand">
        <div className="mx-auto max-w-3xl px-5 py-10 sm:px-6 md:py-14">
          {invalid ? (
            <TrackingLinkInvalid message={TRACKING_LINK_MESSAGE} />
          ) : query.data ? (
            <TrackedRequestView request={query.data} access={{ reference, key }} />
          ) : query.error ? (
            <TrackingLoadFailed onRetry={() => void query.refetch()} />
          ) : (
            <TrackedRequestSkeleton />
          )}
        </div>
      </div>
    </>
  );
}
