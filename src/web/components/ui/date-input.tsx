import { useLocale } from '#web/lib/locale.js';
import type { Locale } from '#domain/i18n/locales.js';
import { useT } from '#web/i18n/i18n.js';
import { CalendarDays } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState, type ComponentProps, type ReactNode, type RefObject } from 'react';
import { displayDate, parseTypedDate } from '#domain/dates/display-date.js';
import { cn } from '#web/lib/cn.js';
import { isoFromLocalDate, localDateFromIso } from '#web/lib/date-text.js';
import { makeRoomBelow } from '#web/lib/make-room-below.js';
import { loadCalendarLocale } from './calendar-locale.js';
import { useFieldControl, useFieldLabelId } from './field.js';
import { controlClass } from './control-class.js';

// The popup (Radix Popover) and the calendar (react-day-picker) load when a date input is first
// approached, not with the page; a press before they arrive opens the popup as soon as they have.
const loadPanel = () => import('./date-panel.js');
const DatePanel = lazy(async () => ({ default: (await loadPanel()).DatePanel }));
const prefetch = (locale: Locale) => {
  void loadPanel();
  void import('./calendar.js');
  void loadCalendarLocale(locale);
};

/** The day the hint shows how to type: 'e.g. 12 Dec 2026', 'z. B. 12. Dez. 2026'. */
const EXAMPLE_DAY = '2026-12-12';

const LOOKS = {
  field: {
    wrapper: 'relative',
    input: cn(controlClass, 'h-12 pr-12'),
    button:
      'absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-xl text-ink/70 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-gold disabled:pointer-events-none',
    icon: 'size-5',
  },
  // Inside a box that draws the field itself (the search bar): text and icon only.
  bare: {
    wrapper: 'flex items-center gap-2',
    input:
      'w-full min-w-0 truncate bg-transparent font-medium text-ink outline-none placeholder:font-normal placeholder:text-ink/70',
    button:
      'order-first -m-1 inline-flex shrink-0 items-center justify-center rounded-md p-1 text-gold-dark focus-visible:outline-2 focus-visible:outline-gold',
    icon: 'size-4',
  },
} as const;

export interface DateInputProps extends Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max' | 'children'
> {
  /** 'yyyy-MM-dd', '' when empty; text that is not a date stays as typed, for the schema to refuse */
  value: string | null | undefined;
  onChange: (value: string) => void;
  /** the first and last days the calendar offers, 'yyyy-MM-dd' */
  min?: string | undefined;
  max?: string | undefined;
  /** what the date is for, e.g. 'Start date': names the calendar */
  label: string;
  /** the visible label, which describes the calendar button; a Field's own by default */
  labelId?: string | undefined;
  look?: keyof typeof LOOKS;
  /** a press on the text opens the calendar too, where the whole box reads as one control */
  openOnPress?: boolean;
  /** what the calendar hangs from; the input's own box by default */
  anchor?: RefObject<HTMLElement | null>;
  /** above the calendar (quick picks); `pick` sets a date and closes the calendar */
  panelTop?: (pick: (value: string) => void) => ReactNode;
}

/**
 * A date as people read it ('Sat, 12 Dec 2026', in the page's language), typed ('2026-12-12', '12 Dec 2026', the
 * language's own forms) or picked in
 * a calendar popup that takes the focus as it opens; Escape closes it and gives the focus back.
 */
export function DateInput({
  value,
  onChange,
  min,
  max,
  label,
  labelId,
  look = 'field',
  openOnPress = false,
  anchor,
  panelTop,
  className,
  onBlur,
  onClick,
  onKeyDown,
  placeholder,
  disabled,
  ...props
}: DateInputProps) {
  const t = useT();
  // Made with the input, not the panel: a server-rendered input's messages travel with the page. Inside a sentence
  // the label is lower case ('Calendar for start date'), except in German, whose nouns keep their capital.
  const locale = useLocale();
  const calendarName = t('Calendar for {label}', { label: locale === 'de' ? label : label.toLowerCase() });
  const control = useFieldControl(props);
  const fieldLabelId = useFieldLabelId();
  const describedBy = labelId ?? fieldLabelId;
  const styles = LOOKS[look];
  // What the visitor is typing; shown as the formatted value again once they leave the input.
  const [draft, setDraft] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const box = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  const show = (from: HTMLElement) => {
    opener.current = from;
    makeRoomBelow((anchor ?? box).current, 520);
    setOpen(true);
  };
  const pick = (next: string) => {
    setDraft(null);
    onChange(next);
    setOpen(false);
  };

  return (
    <div
      ref={box}
      className={cn(styles.wrapper, className)}
      onPointerEnter={() => prefetch(locale)}
      onFocus={() => prefetch(locale)}
    >
      <input
        type="text"
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder ?? t('e.g. {date}', { date: displayDate(EXAMPLE_DAY, locale, { weekday: false }) })}
        disabled={disabled}
        {...control}
        value={draft ?? displayDate(value, locale)}
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          setOpen(false);
          onChange(text.trim() === '' ? '' : (parseTypedDate(text, locale) ?? text));
        }}
        onBlur={(event) => {
          setDraft(null);
          onBlur?.(event);
        }}
        onClick={(event) => {
          onClick?.(event);
          if (openOnPress && !open) show(event.currentTarget);
        }}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          // The key that opens a combobox's popup.
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            show(event.currentTarget);
          }
        }}
        className={styles.input}
      />
      <button
        type="button"
        disabled={disabled}
        // Named apart from the input, so the label names one control; the label describes it.
        aria-label={t('Open calendar')}
        aria-describedby={describedBy}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={(event) => (open ? setOpen(false) : show(event.currentTarget))}
        className={styles.button}
      >
        <CalendarDays aria-hidden="true" className={styles.icon} />
      </button>
      {open && (
        <Suspense fallback={null}>
          <DatePanel
            id={panelId}
            label={label}
            name={calendarName}
            onClose={() => setOpen(false)}
            anchor={anchor ?? box}
            returnFocus={opener}
            value={localDateFromIso(value)}
            onPick={(date) => pick(isoFromLocalDate(date))}
            min={localDateFromIso(min)}
            max={localDateFromIso(max)}
            top={panelTop?.(pick)}
          />
        </Suspense>
      )}
    </div>
  );
}
