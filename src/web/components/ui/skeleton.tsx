import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.js';

export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-lg bg-ink/10 motion-reduce:animate-none', className)}
      {...props}
    />
  );
}

/** A column of placeholder bars, one per class list (its height, width and spacing), in a box of their own. */
export function SkeletonLines({ lines, ...props }: ComponentProps<'div'> & { lines: string[] }) {
  return (
    <div {...props}>
      {lines.map((line, index) => (
        <Skeleton key={index} className={line} />
      ))}
    </div>
  );
}
