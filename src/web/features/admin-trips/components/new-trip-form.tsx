import { useNavigate } from 'react-router';
import { z } from 'zod';
import { TripEditSchema } from '#domain/schemas/admin-catalogue.js';
import { alertMessages, failureMessage, showServerErrors } from '#web/lib/form-errors.js';
import { useZodForm } from '#web/lib/use-zod-form.js';
import { adminPaths } from '#web/admin-kit/admin-paths.js';
import { MoneyField, SelectField, TextField } from '#web/admin-kit/form/fields.js';
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
      <TextField label="Name" field={form.register('name')} error={errors.name?.message} />
      <SelectField
        label="Trip type"
        field={form.register('trip_type_id')}
        options={tripTypes}
        error={errors.trip_type_id?.message}
      />
      <MoneyField label="From price (USD)" field={form.register('base_price')} error={errors.base_price?.message} />
    </NewDraftForm>
  );
}
