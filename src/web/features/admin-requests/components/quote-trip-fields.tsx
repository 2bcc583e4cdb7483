import { useWatch } from 'react-hook-form';
import type { DeskRequestLine } from '#domain/api/requests-desk.js';
import { MAX_GUESTS } from '#domain/pricing/group-tier.js';
import type { SelectOption } from '#web/components/ui/select.js';
import { CountField, SelectField, TextField } from '#web/admin-kit/form/fields.js';
import { useQuoteForm } from '#web/features/admin-requests/hooks/use-quote-form.js';
import { deskMoney } from '#web/features/admin-requests/lib/desk-format.js';

/** The trips a line can price. */
export interface TripChoice {
  /** the request's own trips first, then every published trip by name */
  options: readonly SelectOption[];
  /** the request's own line for a trip: what it was booked at */
  booked: (uuid: string) => DeskRequestLine | undefined;
  name: (uuid: string) => string | undefined;
}

/** 'Booked at $2,140 per person (Comfort, High season, 2 guests)': the price the tourist saw, for reference. */
function bookedAt(line: DeskRequestLine | undefined): string | undefined {
  if (!line || line.per_person === null) return undefined;
  const facts = [line.service_class, line.season && `${line.season} season`, `${line.guests} guests`];
  return `Booked at ${deskMoney(line.per_person)} per person (${facts.filter(Boolean).join(', ')}).`;
}

/** A trip line the server prices from the catalogue: the trip, its start date, the guests and the class. */
export function QuoteTripFields({
  index,
  trips,
  classes,
}: {
  index: number;
  trips: TripChoice;
  classes: readonly SelectOption[];
}) {
  const form = useQuoteForm();
  const name = `lines.${index}` as const;
  const errors = form.formState.errors.lines?.[index];
  const tripUuid = useWatch({ control: form.control, name: `${name}.trip_uuid` });
  return (
    <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_10rem_6rem_minmax(0,1fr)]">
      <SelectField
        label="Trip"
        options={trips.options}
        field={form.register(`${name}.trip_uuid`)}
        error={errors?.trip_uuid?.message}
        hint={bookedAt(trips.booked(tripUuid))}
      />
      <TextField
        label="Start date"
        type="date"
        field={form.register(`${name}.start_date`)}
        error={errors?.start_date?.message}
      />
      <CountField
        label="Guests"
        max={MAX_GUESTS}
        field={form.register(`${name}.guests`)}
        error={errors?.guests?.message}
      />
      <SelectField
        label="Class"
        optional
        options={classes}
        field={form.register(`${name}.class_id`)}
        error={errors?.class_id?.message}
      />
    </div>
  );
}
