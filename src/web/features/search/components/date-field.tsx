import { useT } from '#web/i18n/i18n.js';
import { useId, useRef, type RefObject } from 'react';
import { DateInput } from '#web/components/ui/date-input.js';
import { cn } from '#web/lib/cn.js';
import { isoFromLocalDate, localDateFromIso } from '#web/lib/date-text.js';
import { QuickPicks, type QuickPick } from './quick-picks.js';
import { FieldError, fieldClassName } from './search-field.js';

interface DateFieldProps {
  label: string;
  /** the query parameter of the plain form (without JavaScript) */
  name: string;
  value: Date | undefined;
  /** undefined while the typed text is not a date */
  onChange: (date: Date | undefined) => void;
  firstDay: Date;
  quickPicks: readonly QuickPick[];
  /** shown above the quick picks, e.g. 'Stay for' */
  quickPicksLabel: string;
  error?: string | undefined;
  /** the form focuses it on an error */
  inputRef: RefObject<HTMLInputElement | null>;
  className?: string;
}

/**
 * A date part of the search bar: the site's date input inside the bar's tall box. A press anywhere
 * on the box opens quick picks over the calendar; the date can be typed as well.
 */
export function DateField({
  label,
  name,
  value,
  onChange,
  firstDay,
  quickPicks,
  quickPicksLabel,
  error,
  inputRef,
  className,
}: DateFieldProps) {
  const t = useT();
  const id = useId();
  const errorId = `${id}-error`;
  const box = useRef<HTMLDivElement>(null);
  return (
    <div
      className={cn(
        // A hairline between the parts when they share one row.
        'relative min-w-0 lg:before:absolute lg:before:top-4 lg:before:left-0 lg:before:h-10 lg:before:w-px lg:before:bg-ink/10',
        className,
      )}
    >
      <div
        ref={box}
        className={cn(
          fieldClassName(Boolean(error)),
          // The input draws no outline of its own (it sits inside the box): the box shows keyboard focus.
          'cursor-pointer has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-gold',
        )}
        // The padding around the text opens the calendar as the text does.
        onClick={(event) => event.target === event.currentTarget && inputRef.current?.click()}
      >
        <label
          id={`${id}-label`}
          htmlFor={id}
          className="block text-xs font-semibold tracking-wider text-ink/65 uppercase"
        >
          {label}
        </label>
        <DateInput
          id={id}
          name={name}
          ref={inputRef}
          look="bare"
          className="mt-1"
          label={label}
          labelId={`${id}-label`}
          placeholder={t('Add date')}
          value={value ? isoFromLocalDate(value) : ''}
          onChange={(iso) => onChange(localDateFromIso(iso))}
          min={isoFromLocalDate(firstDay)}
          openOnPress
          anchor={box}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          panelTop={(pick) => (
            <QuickPicks
              label={quickPicksLabel}
              picks={quickPicks}
              value={value}
              onPick={(date) => pick(isoFromLocalDate(date))}
            />
          )}
        />
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
