import { lazy, Suspense, type ReactNode, type RefObject } from 'react';
import { PopoverPanel } from './popover-panel.js';

// react-day-picker is the heaviest part, so it comes in its own chunk (prefetched with this one).
const Calendar = lazy(async () => ({ default: (await import('./calendar.js')).Calendar }));
const calendarFallback = <div className="h-80 w-full animate-pulse rounded-xl bg-sand" aria-hidden="true" />;

interface DatePanelProps {
  id: string;
  /** what the date is for, e.g. 'Check-in' */
  label: string;
  /** the panel's name, e.g. 'Calendar for check-in' */
  name: string;
  onClose: () => void;
  /** the field the panel hangs from */
  anchor: RefObject<HTMLElement | null>;
  /** the control that opened it: it gets the focus back */
  returnFocus: RefObject<HTMLElement | null>;
  value: Date | undefined;
  onPick: (date: Date) => void;
  min: Date | undefined;
  max: Date | undefined;
  /** above the calendar, e.g. quick picks */
  top?: ReactNode;
}

/** The popup of a date input: a one-month calendar, loaded when first needed. */
export function DatePanel({
  id,
  label,
  name,
  onClose,
  anchor,
  returnFocus,
  value,
  onPick,
  min,
  max,
  top,
}: DatePanelProps) {
  return (
    <PopoverPanel
      id={id}
      onClose={onClose}
      anchor={anchor}
      returnFocus={returnFocus}
      aria-label={name}
      // The calendar focuses the selected (or first open) day itself.
      onOpenAutoFocus={(event) => event.preventDefault()}
      className="z-50 w-[min(23rem,calc(100vw-1.5rem))] rounded-2xl bg-white p-4 shadow-2xl ring-1 ring-ink/10 sm:p-5"
    >
      {top}
      <Suspense fallback={calendarFallback}>
        <Calendar selected={value} onSelect={onPick} min={min} max={max} label={label} />
      </Suspense>
    </PopoverPanel>
  );
}
