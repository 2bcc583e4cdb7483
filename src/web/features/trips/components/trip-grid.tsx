import type { ComponentProps } from 'react';
import { Skeleton } from '#web/components/ui/skeleton.js';
import { cn } from '#web/lib/cn.js';

/** One column on phones, two on tablets, three on desktops. */
export function TripGrid({ className, ...props }: ComponentProps<'ul'>) {
  return <ul className={cn('grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8', className)} {...props} />;
}

/** Six card-shaped placeholders while the trips load. */
export function TripGridSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label}>
      <TripGrid>
        {Array.from({ length: 6 }, (_, index) => (
          <li key={index} className="overflow-hidden rounded-2xl bg-white ring-1 ring-ink/10">
            <Skeleton className="aspect-[4/3] w-full rounded-none" />
            <div className="space-y-3 p-5">
              <Skeleton className="h-3 w-2/5" />
              <Skeleton className="h-6 w-4/5" />
              <Skeleton className="h-4 w-3/5" />
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="mt-6 h-6 w-1/3" />
            </div>
          </li>
        ))}
      </TripGrid>
    </div>
  );
}
