import { ChevronDown } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { addDays, isCalendarDate, todayInDarEsSalaam } from '#domain/dates/calendar-date.js';
import { DEFAULT_SERVICE_CLASS } from '#domain/pricing/booking-total.js';
import { MIN_TRIP_GUESTS } from '#domain/pricing/group-tier.js';
import { MAX_GUESTS } from '#domain/pricing/group-tier.js';
import { controlClass } from '#web/components/ui/control-class.js';
import { cn } from '#web/lib/cn.js';
import { translatedNames } from '#web/features/reference/lib/reference-names.js';
import type { PartyChoiceSource, PartyChoiceValue } from '#web/lib/party-choice.js';
import { useT } from '#web/i18n/i18n.js';

interface TripPartyPickerProps {
  choice: PartyChoiceValue;
  set: (change: Partial<PartyChoiceValue>, source: PartyChoiceSource) => void;
  classes: readonly { id: number; name: string }[];
}

/**
 * The summary's small "when and how many" picker: a start date, the guests and the class, so the page can price
 * the tourist's own party before the booking form. What is picked here is what the form starts from (and the other
 * way round): both write the page's party choice (src/web/lib/party-choice.ts).
 */
export function TripPartyPicker({ choice, set, classes }: TripPartyPickerProps) {
  const t = useT();
  const [tomorrow] = useState(() => addDays(todayInDarEsSalaam(), 1));
  // What is typed in the guests field, which may be half a number for a moment.
  const [guestsText, setGuestsText] = useState<string | null>(null);
  const economy = classes.find((c) => c.name.trim().toLowerCase() === DEFAULT_SERVICE_CLASS.toLowerCase());
  const guests = guestsText ?? (choice.guests === null ? '' : String(choice.guests));
  return (
    <fieldset className="mt-5 grid grid-cols-2 gap-3">
      <legend className="sr-only">{t('Your trip')}</legend>
      <PickerField id="party-start" label={t('Start date')}>
        <input
          id="party-start"
          type="date"
          className={cn(controlClass, 'h-12 px-3')}
          min={tomorrow}
          value={choice.startDate ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            // A day before tomorrow cannot be booked: it prices nothing.
            set({ startDate: isCalendarDate(value) && value >= tomorrow ? value : null }, 'picker');
          }}
        />
      </PickerField>
      <PickerField id="party-guests" label={t('Guests')}>
        <input
          id="party-guests"
          type="number"
          className={cn(controlClass, 'h-12')}
          inputMode="numeric"
          min={MIN_TRIP_GUESTS}
          max={MAX_GUESTS}
          step={1}
          placeholder={String(MIN_TRIP_GUESTS)}
          value={guests}
          onChange={(event) => {
            const text = event.target.value;
            setGuestsText(text);
            const count = Number(text);
            const whole =
              /^\d{1,2}$/.test(text) && count >= 1 ? Math.min(MAX_GUESTS, Math.max(MIN_TRIP_GUESTS, count)) : null;
            set({ guests: whole }, 'picker');
          }}
          onBlur={() => setGuestsText(null)}
        />
      </PickerField>
      {classes.length > 0 && (
        <PickerField id="party-class" label={t('Class')} className="col-span-2">
          <div className="relative">
            <select
              id="party-class"
              className={cn(controlClass, 'h-12 appearance-none pr-10')}
              value={choice.classId ?? String(economy?.id ?? '')}
              onChange={(event) => set({ classId: event.target.value || null }, 'picker')}
            >
              {translatedNames(t, classes).map((option) => (
                <option key={option.id} value={String(option.id)}>
                  {option.name}
                </option>
              ))}
            </select>
            <ChevronDown
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 right-3.5 size-4.5 -translate-y-1/2 text-ink/70"
            />
          </div>
        </PickerField>
      )}
    </fieldset>
  );
}

/**
 * A label over its control, as the forms' Field draws it, without the form kit (its messages and schemas are the
 * booking form's, loaded when it opens: this picker is part of the page's first script).
 */
function PickerField({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
    </div>
  );
}
