import { isSameDay } from 'date-fns';
import { cn } from '#web/lib/cn.js';

export interface QuickPick {
  label: string;
  date: Date;
}

interface QuickPicksProps {
  /** e.g. 'Stay for' */
  label: string;
  picks: readonly QuickPick[];
  value: Date | undefined;
  onPick: (date: Date) => void;
}

/** Buttons over the search's calendar for the usual choices: tomorrow, this weekend, a week's stay. */
export function QuickPicks({ label, picks, value, onPick }: QuickPicksProps) {
  return (
    <>
      <p className="text-xs font-semibold tracking-wider text-ink/65 uppercase">{label}</p>
      <div
        role="group"
        aria-label={label}
        className={cn('mt-2 mb-4 grid gap-2', picks.length % 3 === 0 ? 'grid-cols-3' : 'grid-cols-2')}
      >
        {picks.map((quick) => {
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
    </>
  );
}
