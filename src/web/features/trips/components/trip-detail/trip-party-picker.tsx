import { useState } from 'react';
import { addDays, isCalendarDate, todayInDarEsSalaam } from '#domain/dates/calendar-date.js';
import { DEFAULT_SERVICE_CLASS } from '#domain/pricing/booking-total.js';
import { MIN_TRIP_GUESTS } from '#domain/pricing/group-tier.js';
import { MAX_GUESTS } from '#domain/schemas/common.js';
import { Field } from '#web/components/ui/field.js';
import { TextInput } from '#web/components/ui/input.js';
import { Select } from '#web/components/ui/select.js';
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
      <Field id="party-start" label={t('Start date')}>
        <TextInput
          type="date"
          min={tomorrow}
          value={choice.startDate ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            // A day before tomorrow cannot be booked: it prices nothing.
            set({ startDate: isCalendarDate(value) && value >= tomorrow ? value : null }, 'picker');
          }}
        />
      </Field>
      <Field id="party-guests" label={t('Guests')}>
        <TextInput
          type="number"
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
      </Field>
      {classes.length > 0 && (
        <Field id="party-class" label={t('Class')} className="col-span-2">
          <Select
            options={translatedNames(t, classes)}
            placeholder={t('Choose a class')}
            value={choice.classId ?? String(economy?.id ?? '')}
            onChange={(event) => set({ classId: event.target.value || null }, 'picker')}
          />
        </Field>
      )}
    </fieldset>
  );
}
