import { format } from 'date-fns';
import { CalendarDays } from 'lucide-react';
import { lazy, Suspense, useId, useState, type RefObject } from 'react';
import { cn } from '#web/lib/cn.js';
import { makeRoomBelow } from '#web/features/search/lib/make-room-below.js';
import type { QuickPick } from './date-panel.js';
import { FieldError, fieldClassName } from './search-field.js';

// The popup (Radix Popover) and the calendar (react-day-picker) load when a date field is first
// approached, not with the page; a press before they arrive opens the popup as soon as they have.
const loadPanel = () => import('./date-panel.js');
const DatePanel = lazy(async () => ({ default: (await loadPanel()).DatePanel }));
const prefetch = () => {
  void loadPanel();
  void import('./calendar.js');
};

interface DateFieldProps {
  label: string;
  value: Date | undefined;
  onChange: (date: Date) => void;
  firstDay: Date;
  quickPicks: readonly QuickPick[];
  /** shown above the quick picks, e.g. 'Stay for' */
  quickPicksLabel: string;
  error?: string | undefined;
  /** the form focuses it on an error; the popup hangs from it */
  triggerRef: RefObject<HTMLButtonElement | null>;
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
      {/* The attributes and the toggle a Radix Popover.Trigger would give it. */}
      <button
        type="button"
        ref={triggerRef}
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
          <DatePanel
            id={panelId}
            label={label}
            onClose={() => setOpen(false)}
            anchor={triggerRef}
            value={value}
            onPick={pick}
            firstDay={firstDay}
            quickPicks={quickPicks}
            quickPicksLabel={quickPicksLabel}
          />
        </Suspense>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
