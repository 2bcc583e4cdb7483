import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.js';
import { TripCardSkeleton } from './trip-card-skeleton.js';

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
          <li key={index}>
            <TripCardSkeleton />
          </li>
        ))}
      </TripGrid>
    </div>
  );
}
