import { Download, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '#web/components/ui/button.js';
import { useDownloadAccountData } from '#web/features/personal/api/account-data.js';
import { msg, useT } from '#web/i18n/i18n.js';
import { failureMessage } from '#web/lib/form-errors.js';
import { notify } from '#web/lib/notify.js';

const DeleteAccountDialog = lazy(() => import('./delete-account-dialog.js'));

const DOWNLOADED = msg('Your data has been downloaded.');
const DOWNLOAD_FAILED = msg('Your data could not be downloaded. Please try again.');

/** The tourist's own data: a copy of everything stored about the account, and the account's deletion. */
export function YourDataCard() {
  const t = useT();
  const download = useDownloadAccountData();
  const [deleting, setDeleting] = useState(false);
  return (
    <section aria-labelledby="your-data" className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink/10 sm:p-8">
      <h2 id="your-data" className="font-display text-xl font-semibold">
        {t('Your data')}
      </h2>
      <p className="mt-2 text-sm text-ink/75">
        {t('Download a copy of everything we keep about your account, or delete the account for good.')}
      </p>
      <div className="mt-5 flex flex-col gap-3">
        <Button
          variant="outline"
          className="h-auto min-h-11 py-2.5 text-center"
          disabled={download.isPending}
          aria-busy={download.isPending}
          onClick={() =>
            download.mutate(undefined, {
              onSuccess: () => notify.success(t(DOWNLOADED)),
              onError: (error) => notify.error(t('Error'), { description: failureMessage(error, DOWNLOAD_FAILED) }),
            })
          }
        >
          <Download aria-hidden="true" className="size-4 shrink-0" />
          {download.isPending ? t('Preparing your file…') : t('Download my data')}
        </Button>
        <Button
          variant="ghost"
          className="h-auto min-h-11 py-2.5 text-center text-coral-dark hover:bg-coral/10"
          onClick={() => setDeleting(true)}
        >
          <Trash2 aria-hidden="true" className="size-4 shrink-0" />
          {t('Delete my account')}
        </Button>
      </div>
      {deleting && (
        <Suspense fallback={null}>
          <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />
        </Suspense>
      )}
    </section>
  );
}
