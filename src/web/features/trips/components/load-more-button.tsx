import { LoaderCircle } from 'lucide-react';
import { Button } from '#web/components/ui/button.js';
import { useT } from '#web/i18n/i18n.js';
import { cn } from '#web/lib/cn.js';

interface LoadMoreButtonProps {
  loading: boolean;
  failed: boolean;
  onClick: () => void;
  className?: string;
}

/** Fetches the next page of trips; shown only while the server has more. */
export function LoadMoreButton({ loading, failed, onClick, className }: LoadMoreButtonProps) {
  const t = useT();
  return (
    <div className={cn('flex flex-col items-center gap-3', className)}>
      {/* aria-disabled rather than disabled, so the button keeps the keyboard focus while it loads. */}
      <Button
        variant="outline"
        size="lg"
        onClick={() => !loading && onClick()}
        aria-disabled={loading || undefined}
        aria-busy={loading || undefined}
        className="min-w-40 aria-disabled:cursor-wait aria-disabled:opacity-70"
      >
        {loading && <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />}
        {loading ? t('Loading…') : t('Load More')}
      </Button>
      {failed && !loading && (
        <p role="alert" className="text-sm text-coral-dark">
          {t('More trips could not be loaded. Please try again.')}
        </p>
      )}
    </div>
  );
}
