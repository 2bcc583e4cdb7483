import { useNavigate } from 'react-router';
import { z } from 'zod';
import { DestinationEditSchema } from '#domain/schemas/admin-catalogue.js';
import { alertMessages, failureMessage, showServerErrors } from '#web/lib/form-errors.js';
import { useZodForm } from '#web/lib/use-zod-form.js';
import { adminPaths } from '#web/admin-kit/admin-paths.js';
import { SelectField, TextField } from '#web/admin-kit/form/fields.js';
import { useSplash } from '#web/features/reference/api/get-splash.js';
import { useCreateDestination } from '#web/features/admin-destinations/api/save-destination.js';
import { NewDraftForm } from '#web/features/admin-catalogue/components/new-draft-form.js';

// What a draft cannot be saved without; everything else is filled in the editor.
const { name, location_id, region_id } = DestinationEditSchema.shape;
const NewDestinationSchema = z.object({ name, location_id, region_id });
const FIELDS = ['name', 'location_id', 'region_id'] as const;

/** "New destination": asks the three things a draft needs, creates it and opens the editor. */
export function NewDestinationForm() {
  const splash = useSplash();
  const create = useCreateDestination();
  const navigate = useNavigate();
  const form = useZodForm(NewDestinationSchema, { name: 'Untitled destination', location_id: '', region_id: '' });
  const { errors } = form.formState;
  const submit = form.handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: (destination) => navigate(adminPaths.destination(destination.uuid)),
      onError: (error) => {
        if (!showServerErrors(error, FIELDS, form.setError))
          form.setError('root.failure', { message: failureMessage(error, 'The destination could not be created.') });
      },
    }),
  );

  return (
    <NewDraftForm
      label="New destination"
      alert={alertMessages(errors, FIELDS)}
      pending={create.isPending}
      onSubmit={submit}
    >
      <TextField label="Name" field={form.register('name')} error={errors.name?.message} />
      <SelectField
        label="Location"
        field={form.register('location_id')}
        options={splash.data?.locations ?? []}
        error={errors.location_id?.message}
      />
      <SelectField
        label="Region"
        field={form.register('region_id')}
        options={splash.data?.regions ?? []}
        error={errors.region_id?.message}
      />
    </NewDraftForm>
  );
}
