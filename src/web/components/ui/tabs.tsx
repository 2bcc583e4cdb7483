import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.js';

// Radix gives roving focus, arrow keys and the tab/tabpanel roles; this only styles it. The
// active colour follows `--accent` when a page sets one (acacia for safaris, ocean for Zanzibar).

export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root className={cn('flex flex-col', className)} {...props} />;
}

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        'flex gap-1 overflow-x-auto border-b border-ink/10 [scrollbar-width:none] sm:gap-6 [&::-webkit-scrollbar]:hidden',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'relative shrink-0 px-3 pt-2 pb-3.5 text-sm font-semibold whitespace-nowrap text-ink/70 transition-colors duration-200 sm:px-1 sm:text-base',
        'hover:text-ink focus-visible:rounded-md focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-gold',
        'after:absolute after:inset-x-0 after:bottom-0 after:h-0.5 after:rounded-full after:bg-transparent after:transition-colors after:duration-200',
        'data-[state=active]:text-[var(--accent,var(--color-ink))] data-[state=active]:after:bg-[var(--accent,var(--color-ink))]',
        'motion-reduce:transition-none motion-reduce:after:transition-none',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      className={cn(
        'pt-8 focus-visible:rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-gold sm:pt-10',
        className,
      )}
      {...props}
    />
  );
}
