import { useState } from 'react';
import { isCalendarDate } from '#domain/dates/calendar-date.js';
import { DateInput } from '#web/components/ui/date-input.js';
import { Field } from '#web/components/ui/field.js';
import { Select, type SelectOption } from '#web/components/ui/select.js';
import { cn } from '#web/lib/cn.js';

// The selects and boxes of a list's filter bar: 40 px tall, one row on a desk, two columns on a phone.

/** A choice among a few values; the empty first choice (`placeholder`) is no filter. */
export function FilterSelect({
  label,
  placeholder,
  options,
  value,
  onChange,
  className,
}: {
  label: string;
  placeholder: string;
  options: readonly SelectOption[];
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  className?: string;
}) {
  return (
    <Field label={label} className={cn('col-span-2 sm:w-52', className)}>
      <Select
        options={options}
        placeholder={placeholder}
        value={value ?? ''}
        className="h-10 sm:text-sm"
        onChange={(event) => onChange(event.target.value || undefined)}
      />
    </Field>
  );
}

/** A date filter: the text is kept while typed, the list follows once it is a date (or emptied). */
export function FilterDate({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const [text, setText] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value ?? '');
  }
  return (
    <Field label={label} className="min-w-0">
      <DateInput
        label={label}
        value={text}
        // The kit's field is 48 px tall; a filter bar's controls sit in one 40 px row.
        className="[&_input]:h-10 sm:[&_input]:text-sm"
        onChange={(next) => {
          setText(next);
          if (next === '' || isCalendarDate(next)) onChange(next || undefined);
        }}
      />
    </Field>
  );
}

/** A box that narrows the list when ticked ("Overdue only"). */
export function FilterCheck({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="col-span-2 flex h-10 cursor-pointer items-center gap-2 rounded-xl border border-ink/20 bg-white px-3 font-medium sm:col-auto">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 accent-coral-dark"
      />
      {label}
    </label>
  );
}
