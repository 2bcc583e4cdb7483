import { SelectField } from '#web/admin-kit/form/fields.js';
import type { TripOptions } from '#web/features/admin-trips/api/get-trip-options.js';
import { useTripForm } from '#web/features/admin-trips/hooks/use-trip-form.js';
import { CatalogueBasics } from '#web/features/admin-catalogue/components/catalogue-basics.js';
import { DestinationsPicker } from './destinations-picker.js';

/** Name, address, trip type, categories and the destinations in the order the trip visits them. */
export function BasicsSection({ options }: { options: TripOptions }) {
  const form = useTripForm();
  const { errors } = form.formState;
  const tripType = (
    <SelectField
      label="Trip type"
      field={form.register('trip_type_id')}
      options={options.tripTypes}
      error={errors.trip_type_id?.message}
    />
  );
  return (
    <CatalogueBasics form={form} categories={options.categories} choices={tripType}>
      <DestinationsPicker
        className="sm:col-span-2"
        options={options.destinations}
        error={errors.destination_ids?.message}
      />
    </CatalogueBasics>
  );
}
