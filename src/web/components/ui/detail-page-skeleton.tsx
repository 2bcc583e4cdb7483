import { Skeleton } from '#web/components/ui/skeleton.js';

/**
 * Shaped like a trip or destination page (banner, tabs, text, summary card) so nothing jumps when it
 * arrives.
 */
export function DetailPageSkeleton({ label, tabCount }: { label: string; tabCount: number }) {
  return (
    <div aria-busy="true" aria-live="polite" className="pb-20">
      <span className="sr-only">{label}</span>
      <div className="flex min-h-[480px] items-end bg-ink/10 sm:min-h-[540px] lg:min-h-[620px]">
        <div className="mx-auto w-full max-w-7xl space-y-4 px-4 pb-14 sm:px-6 lg:px-8">
          <Skeleton className="h-6 w-40 rounded-full" />
          <Skeleton className="h-12 w-full max-w-2xl" />
          <Skeleton className="h-5 w-72" />
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pt-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-14 lg:px-8">
        <div className="space-y-4">
          <div className="flex gap-6 border-b border-ink/10 pb-4">
            {Array.from({ length: tabCount }, (_, i) => (
              <Skeleton key={i} className="h-5 w-20" />
            ))}
          </div>
          <Skeleton className="mt-6 h-8 w-60" />
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="h-4 w-full" />
          ))}
          <Skeleton className="h-4 w-2/3" />
        </div>
        <Skeleton className="h-80 rounded-3xl" />
      </div>
    </div>
  );
}
