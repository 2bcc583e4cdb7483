import { format, isSameDay } from 'date-fns';
import { CalendarDays } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState, type Ref } from 'react';
import { cn } from '#web/lib/cn.js';
import { makeRoomBelow } from '../lib/make-room-below.js';
import { LazyPopoverPanel, loadPopoverPanel } from './lazy-popover-panel.js';
import { FieldError, fieldClassName } from './search-field.js';

// The calendar (and its date library) loads when a date field is first approached, not with the page.
const loadCalendar = () => import('./calendar.js');
const Calendar = lazy(async () => ({ default: (await loadCalendar()).Calendar }));
const calendarFallback = <div className="h-80 w-full animate-pulse rounded-xl bg-sand" aria-hidden="true" />;

export interface QuickPick {
  label: string;
  date: Date;
}

interface DateFieldProps {
  label: string;
  value: Date | undefined;
  onChange: (date: Date) => void;
  firstDay: Date;
  quickPicks: readonly QuickPick[];
  /** shown above the quick picks, e.g. 'Stay for' */
  quickPicksLabel: string;
  error?: string | undefined;
  triggerRef: Ref<HTMLButtonElement>;
  className?: string;
}

/** A date part of the search bar: a button that opens quick picks and a calendar. */
export function DateField({
  label,
  value,
  onChange,
  firstDay,
  quickPicks,
  quickPicksLabel,
  error,
  triggerRef,
  className,
}: DateFieldProps) {
  const [open, setOpen] = useState(false);
  const errorId = useId();
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const prefetch = () => {
    void loadPopoverPanel();
    void loadCalendar();
  };
  const pick = (date: Date) => {
    onChange(date);
    setOpen(false);
  };
  return (
    <div
      className={cn(
        // A hairline between the parts when they share one row.
        'relative min-w-0 lg:before:absolute lg:before:top-4 lg:before:left-0 lg:before:h-10 lg:before:w-px lg:before:bg-ink/10',
        className,
      )}
    >
      {/* The attributes and toggle a Radix Popover.Trigger would give it. */}
      <button
        type="button"
        ref={(node) => {
          button.current = node;
          if (typeof triggerRef === 'function') return triggerRef(node);
          if (triggerRef) triggerRef.current = node;
        }}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={(event) => {
          if (!open) makeRoomBelow(event.currentTarget, 520);
          setOpen(!open);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(fieldClassName(Boolean(error)), 'text-left')}
      >
        <span className="block text-xs font-semibold tracking-wider text-ink/65 uppercase">{label}</span>
        <span className="mt-1 flex items-center gap-2">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-gold-dark" />
          {value ? (
            <span className="truncate font-medium text-ink">{format(value, 'EEE, d MMM yyyy')}</span>
          ) : (
            <span className="truncate text-ink/70">Add date</span>
          )}
        </span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <LazyPopoverPanel
            id={panelId}
            open={open}
            onOpenChange={setOpen}
            anchor={button}
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
                    onClick={() => pick(quick.date)}
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
              <Calendar selected={value} onSelect={pick} firstDay={firstDay} label={label} />
            </Suspense>
          </LazyPopoverPanel>
        </Suspense>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
