import { isSameDay } from 'date-fns';
import { lazy, Suspense, type RefObject } from 'react';
import { cn } from '#web/lib/cn.js';
import { PopoverPanel } from './popover-panel.js';

// react-day-picker is the heaviest part, so it comes in its own chunk (prefetched with this one).
const Calendar = lazy(async () => ({ default: (await import('./calendar.js')).Calendar }));
const calendarFallback = <div className="h-80 w-full animate-pulse rounded-xl bg-sand" aria-hidden="true" />;

export interface QuickPick {
  label: string;
  date: Date;
}

interface DatePanelProps {
  id: string;
  label: string;
  onClose: () => void;
  /** the date field's button: the panel hangs from it and gives it the focus back */
  anchor: RefObject<HTMLButtonElement | null>;
  value: Date | undefined;
  onPick: (date: Date) => void;
  firstDay: Date;
  quickPicks: readonly QuickPick[];
  quickPicksLabel: string;
}

/** The popup of a date field: quick picks over a one-month calendar; loaded when first needed. */
export function DatePanel({
  id,
  label,
  onClose,
  anchor,
  value,
  onPick,
  firstDay,
  quickPicks,
  quickPicksLabel,
}: DatePanelProps) {
  return (
    <PopoverPanel
      id={id}
      onClose={onClose}
      anchor={anchor}
      align="start"
      sideOffset={8}
      collisionPadding={{ top: 80, right: 12, bottom: 12, left: 12 }}
      aria-label={`Choose the ${label.toLowerCase()} date`}
      // The calendar focuses the selected (or first open) day itself.
      onOpenAutoFocus={(event) => event.preventDefault()}
      className="z-50 w-[min(23rem,calc(100vw-1.5rem))] rounded-2xl bg-white p-4 shadow-2xl ring-1 ring-ink/10 sm:p-5"
    >
      <p className="text-xs font-semibold tracking-wider text-ink/65 uppercase">{quickPicksLabel}</p>
      <div
        role="group"
        aria-label={quickPicksLabel}
        className={cn('mt-2 mb-4 grid gap-2', quickPicks.length % 3 === 0 ? 'grid-cols-3' : 'grid-cols-2')}
      >
        {quickPicks.map((quick) => {
          const pressed = Boolean(value && isSameDay(value, quick.date));
          return (
            <button
              key={quick.label}
              type="button"
              aria-pressed={pressed}
              onClick={() => onPick(quick.date)}
              className={cn(
                'h-9 rounded-full border px-3.5 text-sm font-medium transition-colors duration-150 motion-reduce:transition-none',
                pressed
                  ? 'border-gold-dark bg-gold-dark text-white'
                  : 'border-ink/15 text-ink hover:border-ink/40 hover:bg-sand',
              )}
            >
              {quick.label}
            </button>
          );
        })}
      </div>
      <Suspense fallback={calendarFallback}>
        <Calendar selected={value} onSelect={onPick} firstDay={firstDay} label={label} />
      </Suspense>
    </PopoverPanel>
  );
}
