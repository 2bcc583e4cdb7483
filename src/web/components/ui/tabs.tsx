import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ComponentProps, MouseEvent } from 'react';
import { cn } from '#web/lib/cn.js';

// Radix gives roving focus, arrow keys and the tab/tabpanel roles; this only styles it. The
// underlined tabs' active colour follows `--accent` when a page sets one (acacia for safaris, ocean
// for Zanzibar); pill tabs (login, dashboard) sit in a sand track, the active one raised in white.

type TabsLook = 'underline' | 'pill';

export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root className={cn('flex flex-col', className)} {...props} />;
}

const LIST_LOOK: Record<TabsLook, string> = {
  underline:
    'flex gap-1 overflow-x-auto border-b border-ink/10 [scrollbar-width:none] sm:gap-6 [&::-webkit-scrollbar]:hidden',
  pill: 'rounded-full bg-sand p-1',
};

export function TabsList({
  look = 'underline',
  className,
  ...props
}: ComponentProps<typeof TabsPrimitive.List> & { look?: TabsLook }) {
  return <TabsPrimitive.List className={cn(LIST_LOOK[look], className)} {...props} />;
}

const PILL_TRIGGER =
  'rounded-full text-sm font-semibold text-ink/70 transition-colors duration-200 hover:text-ink data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm';

/**
 * Radix focuses a trigger from script on mouse down, which browsers take as keyboard focus and ring;
 * focusing it first without the ring keeps the ring for the keyboard (Radix's own focus is then a no-op).
 */
const focusWithoutRing = (event: MouseEvent<HTMLButtonElement>) => {
  if (event.button === 0) event.currentTarget.focus({ focusVisible: false } as FocusOptions);
};

export function TabsTrigger({
  look = 'underline',
  className,
  onMouseDown,
  ...props
}: ComponentProps<typeof TabsPrimitive.Trigger> & { look?: TabsLook }) {
  const onMouseDownFirst = (event: MouseEvent<HTMLButtonElement>) => {
    focusWithoutRing(event);
    onMouseDown?.(event);
  };
  if (look === 'pill')
    return <TabsPrimitive.Trigger className={cn(PILL_TRIGGER, className)} onMouseDown={onMouseDownFirst} {...props} />;
  return (
    <TabsPrimitive.Trigger
      onMouseDown={onMouseDownFirst}
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
