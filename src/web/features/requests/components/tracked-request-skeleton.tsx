import { Skeleton } from '#web/components/ui/skeleton.js';
import { useT } from '#web/i18n/i18n.js';

/** Shaped like the page: heading, summary, lines and history. */
export function TrackedRequestSkeleton() {
  const t = useT();
  return (
    <div className="space-y-6" aria-busy="true" aria-label={t('Loading your request')}>
      <Skeleton className="h-4 w-40" />
      <Skeleton className="h-9 w-3/4" />
      <Skeleton className="h-24 w-full rounded-2xl" />
      <Skeleton className="h-40 w-full rounded-2xl" />
      <Skeleton className="h-40 w-full rounded-2xl" />
    </div>
  );
}
