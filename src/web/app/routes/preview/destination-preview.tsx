import { useParams, useSearchParams } from 'react-router';
import { DetailPageSkeleton } from '#web/components/ui/detail-page-skeleton.js';
import { ErrorState } from '#web/components/ui/status-message.js';
import { useDestinationPreview } from '#web/features/destinations/api/get-destination-preview.js';
import { DestinationDetailTabs } from '#web/features/destinations/components/destination-detail/destination-detail-tabs.js';
import { DestinationDetailView } from '#web/features/destinations/components/destination-detail/destination-detail-view.js';
import { readDestinationPageParams } from '#domain/site-paths.js';
import { useT } from '#web/i18n/i18n.js';
import { PreviewBanner, PreviewExpired, PreviewFormNote } from './preview-parts.js';

/**
 * /preview/destination/{uuid}?token=: the storefront's own destination page for a destination in any
 * state, opened from the back office's Preview with a signed token (docs/decisions/013-draft-preview.md).
 */
export default function DestinationPreviewPage() {
  const t = useT();
  const { uuid = '' } = useParams();
  const [searchParams] = useSearchParams();
  const { data: preview, error, isPending } = useDestinationPreview(uuid, searchParams.get('token') ?? '');
  if (isPending) return <DetailPageSkeleton label={t('Loading the preview…')} tabCount={3} />;
  if (error) {
    return (
      <div className="mx-auto max-w-3xl px-5 py-24">
        <h1 className="sr-only">{t('Preview unavailable')}</h1>
        <ErrorState message={t('The preview could not be loaded.')} />
      </div>
    );
  }
  if (!preview) return <PreviewExpired />;
  return (
    <>
      <PreviewBanner published={preview.published} />
      <DestinationDetailView
        destination={preview.destination}
        noIndex
        tabs={
          <DestinationDetailTabs
            destination={preview.destination}
            requestedTab={readDestinationPageParams(searchParams).tab}
            inquiryForm={<PreviewFormNote what="inquiries" />}
          />
        }
      />
    </>
  );
}
