import { Field } from '#web/components/ui/field.js';
import { TextInput } from '#web/components/ui/input.js';
import { Select } from '#web/components/ui/select.js';
import type { TripOptions } from '#web/features/admin-trips/api/get-trip-options.js';
import { useTripForm } from '#web/features/admin-trips/hooks/use-trip-form.js';
import { CheckboxGroup } from '#web/features/admin-catalogue/components/checkbox-group.js';
import { DestinationsPicker } from './destinations-picker.js';

/** Name, address, trip type, categories and the destinations in the order the trip visits them. */
export function BasicsSection({ options }: { options: TripOptions }) {
  const { register, formState } = useTripForm();
  const { errors } = formState;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field label="Name" error={errors.name?.message}>
        <TextInput className="h-10 sm:text-sm" {...register('name')} />
      </Field>
      <Field
        label="Address"
        hint="The last part of the page's URL; made from the name when empty."
        error={errors.slug?.message}
      >
        <TextInput className="h-10 sm:text-sm" {...register('slug')} />
      </Field>
      <Field label="Trip type" error={errors.trip_type_id?.message}>
        <Select
          className="h-10 sm:text-sm"
          options={options.tripTypes}
          placeholder="Choose"
          {...register('trip_type_id')}
        />
      </Field>
      <CheckboxGroup
        className="sm:col-span-2"
        legend="Categories"
        field={register('category_ids')}
        options={options.categories}
        error={errors.category_ids?.message}
      />
      <DestinationsPicker
        className="sm:col-span-2"
        options={options.destinations}
        error={errors.destination_ids?.message}
      />
    </div>
  );
}
