import { useLoaderData, useParams, useSearchParams } from 'react-router';
import { Seo } from '#web/components/seo.js';
import TrackRequestIsland from '#web/app/islands/track-request.island.js';
import type { TrackingLinkAnswer } from '#web/app/route-data.js';
import { useTrackedRequest } from '#web/features/requests/api/get-tracked-request.js';
import { agency } from '#web/config/agency.js';
import { useT } from '#web/i18n/i18n.js';

/**
 * /requests/:reference?key=…: the private page every request e-mail links to; no account needed. With the link's key
 * the server renders it (request, quotes, payments, history) and it reads without JavaScript; the answers need it.
 * Without a key (the signed-in owner's) the single-page app renders it. Never cached (routes.tsx's `keyed`).
 */
export default function TrackRequestPage() {
  const t = useT();
  const { reference = '' } = useParams();
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  // Only the server's loader answers (the browser has no loaders): a link that opens nothing.
  const linkInvalid = (useLoaderData() as TrackingLinkAnswer | undefined)?.linkInvalid === true;
  // The title only: the island reads the same query (the server filled it; the browser's cache shares it).
  const { data } = useTrackedRequest(reference, key, { enabled: false });

  return (
    <>
      <Seo
        title={data ? t('Your request {reference}', { reference: data.reference }) : t('Your request')}
        description={t('Follow your request with {agency}: its status, what you asked for and our replies.', {
          agency: agency.name,
        })}
        noIndex
      />
      <div className="bg-sand">
        <div className="mx-auto max-w-3xl px-5 py-10 sm:px-6 md:py-14">
          {linkInvalid ? null : (
            <noscript>
              <p className="mb-6 rounded-lg border border-ink/15 bg-white px-4 py-3 text-sm text-ink/80">
                {t('Accepting a quote, asking for changes and writing to us need JavaScript; turn it on to answer.')}
              </p>
            </noscript>
          )}
          <TrackRequestIsland reference={reference} trackingKey={key} linkInvalid={linkInvalid || undefined} />
        </div>
      </div>
    </>
  );
}
