import { Skeleton } from '#web/components/ui/skeleton.js';

/** Shaped like TripCard: 4:3 image, a meta line, a two-line title, two highlights and the price. */
export function TripCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl bg-white ring-1 ring-ink/10">
      <Skeleton className="aspect-[4/3] w-full rounded-none" />
      <div className="space-y-3 p-5">
        {['h-3 w-2/5', 'h-6 w-4/5', 'h-4 w-3/5', 'h-4 w-1/2', 'mt-6 h-6 w-1/3'].map((bar) => (
          <Skeleton key={bar} className={bar} />
        ))}
      </div>
    </div>
  );
}
