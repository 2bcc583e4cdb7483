import { RequestNoteSchema } from '#domain/schemas/admin-requests.js';
import { Button } from '#web/components/ui/button.js';
import { Field } from '#web/components/ui/field.js';
import { TextArea } from '#web/components/ui/input.js';
import { failureMessage, showServerErrors } from '#web/lib/form-errors.js';
import { notify } from '#web/lib/notify.js';
import { useZodForm } from '#web/lib/use-zod-form.js';
import { useAddNote } from '#web/features/admin-requests/api/add-note.js';

/** An internal note for the team: never shown to the tourist. */
export function NoteForm({ uuid }: { uuid: string }) {
  const addNote = useAddNote(uuid);
  const form = useZodForm(RequestNoteSchema, { text: '' });
  const { errors } = form.formState;
  const submit = form.handleSubmit((input) =>
    addNote.mutate(input, {
      onSuccess: () => {
        form.reset();
        notify.success('Note added.');
      },
      onError: (error) => {
        if (!showServerErrors(error, ['text'], form.setError))
          notify.error(failureMessage(error, 'The note could not be added.'));
      },
    }),
  );
  return (
    <form noValidate onSubmit={submit} className="space-y-2">
      <Field label="Internal note" hint="Only the team sees this." error={errors.text?.message}>
        <TextArea rows={3} className="min-h-20 sm:text-sm" {...form.register('text')} />
      </Field>
      <Button type="submit" size="sm" variant="secondary" disabled={addNote.isPending}>
        {addNote.isPending ? 'Adding…' : 'Add note'}
      </Button>
    </form>
  );
}
