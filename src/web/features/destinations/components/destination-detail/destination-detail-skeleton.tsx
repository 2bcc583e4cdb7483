import { Skeleton } from '#web/components/ui/skeleton.js';

export function DestinationDetailSkeleton() {
  return (
    <div aria-busy="true" aria-live="polite" className="pb-20">
      <span className="sr-only">Loading destination…</span>
      <div className="flex min-h-[460px] items-end bg-ink/10 sm:min-h-[520px] lg:min-h-[600px]">
        <div className="mx-auto w-full max-w-7xl space-y-4 px-4 pb-14 sm:px-6 lg:px-8">
          <Skeleton className="h-14 w-full max-w-md" />
          <Skeleton className="h-5 w-64" />
          <div className="flex gap-2">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-7 w-24 rounded-full" />
            ))}
          </div>
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pt-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-14 lg:px-8">
        <div className="space-y-4">
          <div className="flex gap-6 border-b border-ink/10 pb-4">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-5 w-24" />
            ))}
          </div>
          <Skeleton className="mt-6 h-8 w-56" />
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="h-4 w-full" />
          ))}
          <Skeleton className="h-4 w-1/2" />
        </div>
        <Skeleton className="h-72 rounded-3xl" />
      </div>
    </div>
  );
}
