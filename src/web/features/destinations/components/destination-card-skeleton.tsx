import { Skeleton } from '#web/components/ui/skeleton.js';

/** Shaped like DestinationCard: a 4:3 image with the name at the bottom. */
export function DestinationCardSkeleton() {
  return (
    <div className="relative overflow-hidden rounded-2xl">
      <Skeleton className="aspect-[4/3] w-full rounded-none" />
      <div className="absolute inset-x-5 bottom-5 space-y-2">
        <Skeleton className="h-3 w-1/3 bg-ink/15" />
        <Skeleton className="h-5 w-2/3 bg-ink/15" />
      </div>
    </div>
  );
}
