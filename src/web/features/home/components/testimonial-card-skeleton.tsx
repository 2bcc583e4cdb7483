import { Skeleton } from '#web/components/ui/skeleton.js';

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
