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
