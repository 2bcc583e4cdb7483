import { Skeleton } from '#web/components/ui/skeleton.js';

/** Shaped like TripCard: 4:3 image, a meta line, a two-line title, two highlights and the price. */
export function TripCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl bg-white ring-1 ring-ink/10">
      <Skeleton className="aspect-[4/3] w-full rounded-none" />
      <div className="space-y-3 p-5">
        <Skeleton className="h-3 w-2/5" />
        <Skeleton className="h-6 w-4/5" />
        <Skeleton className="h-4 w-3/5" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="mt-6 h-6 w-1/3" />
      </div>
    </div>
  );
}

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

/** Shaped like a testimonial card: stars, four lines of text and the author. */
export function TestimonialCardSkeleton() {
  return (
    <div className="h-full rounded-2xl bg-white p-6 ring-1 ring-ink/10">
      <Skeleton className="h-4 w-24" />
      <div className="mt-5 space-y-2.5">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-11/12" />
        <Skeleton className="h-4 w-2/3" />
      </div>
      <Skeleton className="mt-8 h-4 w-1/3" />
      <Skeleton className="mt-2 h-3 w-1/4" />
    </div>
  );
}
