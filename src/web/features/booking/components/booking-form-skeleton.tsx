import { Skeleton } from '#web/components/ui/skeleton.js';

/** The form's shape while its code arrives (a moment, the first time its tab opens). */
export function BookingFormSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-6">
      <Skeleton className="h-8 w-2/3 rounded-lg" />
      <Skeleton className="h-5 w-full rounded-md" />
      <div className="grid gap-5 sm:grid-cols-2">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-12 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-12 w-40 rounded-full" />
    </div>
  );
}
