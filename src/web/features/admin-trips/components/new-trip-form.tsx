import { useNavigate } from 'react-router';
import { z } from 'zod';
import { TripEditSchema } from '#domain/schemas/admin-catalogue.js';
import { Field } from '#web/components/ui/field.js';
import { TextInput } from '#web/components/ui/input.js';
import { Select } from '#web/components/ui/select.js';
import { alertMessages, failureMessage, showServerErrors } from '#web/lib/form-errors.js';
import { useZodForm } from '#web/lib/use-zod-form.js';
import { adminPaths } from '#web/admin-kit/admin-paths.js';
import { useTripOptions } from '#web/features/admin-trips/api/get-trip-options.js';
import { useCreateTrip } from '#web/features/admin-trips/api/save-trip.js';
import { NewDraftForm } from '#web/features/admin-catalogue/components/new-draft-form.js';

// What a draft cannot be saved without; everything else is filled in the editor.
const { name, trip_type_id, base_price } = TripEditSchema.shape;
const NewTripSchema = z.object({ name, trip_type_id, base_price });
const FIELDS = ['name', 'trip_type_id', 'base_price'] as const;

/** "New trip": asks the three things a draft needs, creates it and opens the editor. */
export function NewTripForm() {
  const { tripTypes } = useTripOptions();
  const create = useCreateTrip();
  const navigate = useNavigate();
  const form = useZodForm(NewTripSchema, { name: 'Untitled trip', trip_type_id: '', base_price: '' });
  const { errors } = form.formState;
  const submit = form.handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: (trip) => navigate(adminPaths.trip(trip.uuid)),
      onError: (error) => {
        if (!showServerErrors(error, FIELDS, form.setError))
          form.setError('root.failure', { message: failureMessage(error, 'The trip could not be created.') });
      },
    }),
  );

  return (
    <NewDraftForm label="New trip" alert={alertMessages(errors, FIELDS)} pending={create.isPending} onSubmit={submit}>
      <Field label="Name" error={errors.name?.message}>
        <TextInput className="h-10 sm:text-sm" {...form.register('name')} />
      </Field>
      <Field label="Trip type" error={errors.trip_type_id?.message}>
        <Select
          className="h-10 sm:text-sm"
          options={tripTypes}
          placeholder="Choose"
          {...form.register('trip_type_id')}
        />
      </Field>
      <Field label="From price (USD)" error={errors.base_price?.message}>
        <TextInput
          type="number"
          inputMode="decimal"
          min="0"
          step="0.01"
          className="h-10 sm:text-sm"
          {...form.register('base_price')}
        />
      </Field>
    </NewDraftForm>
  );
}
