import { NewStaffSchema, STAFF_ROLES } from '#domain/schemas/staff.js';
import { Button } from '#web/components/ui/button.js';
import { Field } from '#web/components/ui/field.js';
import { FormAlert } from '#web/components/ui/form-alert.js';
import { TextInput } from '#web/components/ui/input.js';
import { Select } from '#web/components/ui/select.js';
import { failureMessage, showServerErrors } from '#web/lib/form-errors.js';
import { useZodForm } from '#web/lib/use-zod-form.js';
import { useAddStaff } from '#web/features/admin-staff/api/add-staff.js';
import { ROLE_LABELS } from './role-labels.js';

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ id: role, name: ROLE_LABELS[role] }));

/** An owner adds an agent or an owner, who is mailed a link to choose a password. */
export function AddStaffForm() {
  const add = useAddStaff();
  const form = useZodForm(NewStaffSchema, { email: '', name: '', role: 'agent' });
  const { errors } = form.formState;
  const submit = form.handleSubmit((input) =>
    add.mutate(input, {
      onSuccess: () => form.reset(),
      onError: (error) => {
        if (!showServerErrors(error, ['email', 'name', 'role'], form.setError))
          form.setError('root.failure', { message: failureMessage(error, 'The staff member could not be added.') });
      },
    }),
  );
  return (
    <form noValidate onSubmit={submit} aria-label="Add a staff member" className="space-y-3">
      {add.isSuccess && (
        <FormAlert tone="success" title={`${add.data.name} was added.`}>
          A link to choose a password was e-mailed to {add.data.email} (valid 24 hours).
        </FormAlert>
      )}
      <FormAlert tone="error" messages={errors.root?.failure?.message ? [errors.root.failure.message] : []} />
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_10rem_auto] sm:items-end">
        <Field label="Name" error={errors.name?.message}>
          <TextInput autoComplete="off" className="h-10 sm:text-sm" {...form.register('name')} />
        </Field>
        <Field label="Email" error={errors.email?.message}>
          <TextInput type="email" autoComplete="off" className="h-10 sm:text-sm" {...form.register('email')} />
        </Field>
        <Field label="Role" error={errors.role?.message}>
          <Select
            options={ROLE_OPTIONS}
            placeholder="Choose a role"
            className="h-10 sm:text-sm"
            {...form.register('role')}
          />
        </Field>
        <Button type="submit" size="sm" className="h-10" disabled={add.isPending}>
          {add.isPending ? 'Adding…' : 'Add staff member'}
        </Button>
      </div>
    </form>
  );
}
