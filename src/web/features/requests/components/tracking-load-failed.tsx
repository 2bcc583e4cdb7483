import { Button } from '#web/components/ui/button.js';
import { useT } from '#web/i18n/i18n.js';

/**
 * The server failed or the network is away: try the same link again. (Not the shared ErrorState on
 * purpose: importing it here split a chunk the home page loads and cost it bytes of its budget.)
 */
export function TrackingLoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="rounded-2xl bg-white px-6 py-10 text-center shadow-sm">
      <p className="text-ink/80">{t('We could not load your request just now. Please try again.')}</p>
      <Button variant="outline" size="sm" className="mt-4" onClick={onRetry}>
        {t('Try again')}
      </Button>
    </div>
  );
}
