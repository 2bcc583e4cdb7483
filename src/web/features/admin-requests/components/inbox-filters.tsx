import { useState } from 'react';
import { isCalendarDate } from '#domain/dates/calendar-date.js';
import { REQUEST_TYPE_LABELS, REQUEST_TYPES } from '#domain/requests/request-status.js';
import { DateInput } from '#web/components/ui/date-input.js';
import { Field } from '#web/components/ui/field.js';
import { Select } from '#web/components/ui/select.js';
import type { InboxState } from '#web/features/admin-requests/lib/inbox-query.js';

const TYPE_OPTIONS = REQUEST_TYPES.map((type) => ({ id: type, name: REQUEST_TYPE_LABELS[type] }));

/** A date filter: the text is kept while typed, the list follows once it is a date (or emptied). */
function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | undefined;
  onChange: (v?: string) => void;
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
        // The kit's field is 48 px tall; the desk's filters sit in one 40 px row.
        className="[&_input]:h-10 sm:[&_input]:text-sm"
        onChange={(next) => {
          setText(next);
          if (next === '' || isCalendarDate(next)) onChange(next || undefined);
        }}
      />
    </Field>
  );
}

/** Type, travel dates and the overdue toggle; the search and the status tabs sit beside them. */
export function InboxFilters({
  state,
  onChange,
}: {
  state: InboxState;
  onChange: (change: Partial<InboxState>) => void;
}) {
  return (
    <div className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap">
      <Field label="Type" className="col-span-2 sm:w-52">
        <Select
          options={TYPE_OPTIONS}
          placeholder="All types"
          value={state.type ?? ''}
          className="h-10 sm:text-sm"
          onChange={(event) => onChange({ type: REQUEST_TYPES.find((t) => t === event.target.value) })}
        />
      </Field>
      <DateFilter label="Travel from" value={state.travelFrom} onChange={(travelFrom) => onChange({ travelFrom })} />
      <DateFilter label="Travel to" value={state.travelTo} onChange={(travelTo) => onChange({ travelTo })} />
      <label className="col-span-2 flex h-10 cursor-pointer items-center gap-2 rounded-xl border border-ink/20 bg-white px-3 font-medium sm:col-auto">
        <input
          type="checkbox"
          checked={state.overdue}
          onChange={(event) => onChange({ overdue: event.target.checked })}
          className="size-4 accent-coral-dark"
        />
        Overdue only
      </label>
    </div>
  );
}
