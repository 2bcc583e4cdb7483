import { useT } from '#web/i18n/i18n.js';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { DayPicker, labelDayButton, type ChevronProps } from 'react-day-picker';
import { cn } from '#web/lib/cn.js';
import { useLocale } from '#web/lib/locale.js';
import { useCalendarLocale } from './calendar-locale.js';

interface CalendarProps {
  selected: Date | undefined;
  onSelect: (date: Date) => void;
  /** the first day that may be picked; earlier days are disabled and earlier months hidden */
  min?: Date | undefined;
  /** the last day that may be picked */
  max?: Date | undefined;
  label: string;
}

function Chevron({ orientation, className }: ChevronProps) {
  const Icon = orientation === 'left' ? ChevronLeft : ChevronRight;
  return <Icon aria-hidden="true" className={cn('size-5', className)} />;
}

// Tailwind classes instead of the library's stylesheet, so the calendar follows the site's tokens
// and no global CSS competes with them. The day cell carries data-* flags; its button reads them.
const classNames = {
  root: 'relative w-full',
  months: 'flex w-full',
  month: 'w-full space-y-3',
  month_caption: 'flex h-10 items-center pl-2',
  caption_label: 'font-display text-lg text-ink',
  nav: 'absolute top-0 right-0 flex gap-1',
  button_previous:
    'inline-flex size-10 items-center justify-center rounded-full text-ink hover:bg-sand aria-disabled:pointer-events-none aria-disabled:opacity-30',
  button_next:
    'inline-flex size-10 items-center justify-center rounded-full text-ink hover:bg-sand aria-disabled:pointer-events-none aria-disabled:opacity-30',
  month_grid: 'w-full border-collapse',
  weekdays: '',
  weekday: 'h-9 text-xs font-medium text-ink/70',
  week: '',
  day: 'group p-0 text-center text-sm',
  day_button: cn(
    'mx-auto flex size-10 items-center justify-center rounded-full text-ink transition-colors duration-150 sm:size-11',
    'hover:bg-sand focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-gold',
    'group-data-[today]:font-bold group-data-[today]:underline group-data-[today]:decoration-gold group-data-[today]:underline-offset-4',
    'group-data-[outside]:text-ink/45',
    'group-data-[disabled]:cursor-not-allowed group-data-[disabled]:text-ink/30 group-data-[disabled]:hover:bg-transparent',
    'group-data-[selected]:bg-gold-dark group-data-[selected]:font-semibold group-data-[selected]:text-white group-data-[selected]:hover:bg-gold-dark',
    'motion-reduce:transition-none',
  ),
  hidden: 'invisible',
};

/**
 * A one-month day picker (react-day-picker): arrow keys move by day, Page Up/Down by month. It takes
 * the focus as it mounts, on the chosen day or the first one that may be picked.
 */
export function Calendar({ selected, onSelect, min, max, label }: CalendarProps) {
  const t = useT();
  const locale = useCalendarLocale(useLocale());
  const disabled = [min && { before: min }, max && { after: max }].filter((rule) => rule !== undefined);
  return (
    <DayPicker
      mode="single"
      required
      selected={selected}
      onSelect={onSelect}
      disabled={disabled}
      startMonth={min}
      endMonth={max}
      defaultMonth={selected ?? min}
      // Month and weekday names in the page's language; every week starts on Monday, as it does in Tanzania
      // and in Italy, Germany and France.
      locale={locale}
      weekStartsOn={1}
      showOutsideDays
      autoFocus
      aria-label={label}
      classNames={classNames}
      components={{ Chevron }}
      // The library's own words for its buttons, in the page's language; a day keeps the library's date.
      labels={{
        labelPrevious: () => t('Go to the Previous Month'),
        labelNext: () => t('Go to the Next Month'),
        labelDayButton: (date, modifiers, options, dateLib) => {
          const day = labelDayButton(date, {}, options, dateLib);
          if (modifiers.today && modifiers.selected) return t('Today, {day}, selected', { day });
          if (modifiers.today) return t('Today, {day}', { day });
          return modifiers.selected ? t('{day}, selected', { day }) : day;
        },
      }}
    />
  );
}
