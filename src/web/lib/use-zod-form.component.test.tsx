import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Field } from '#web/components/ui/field.js';
import { FormAlert } from '#web/components/ui/form-alert.js';
import { TextInput } from '#web/components/ui/input.js';
import { alertMessages } from './form-errors.js';
import { useZodForm } from './use-zod-form.js';

const schema = z.object({
  name: z.string().min(1, 'Name is required'),
  places: z.array(z.number()).min(1, 'Choose a place'),
});

/** A group of boxes first on screen, though registered after the text field, as the inquiry's lists are. */
function TwoFieldForm() {
  const form = useZodForm(schema, { name: '', places: [] as number[] });
  const { errors } = form.formState;
  const nameField = form.register('name');
  return (
    <form noValidate onSubmit={form.handleSubmit(() => undefined)}>
      <FormAlert tone="error" messages={alertMessages(errors, ['places', 'name'])} />
      <Controller
        control={form.control}
        name="places"
        render={({ field, fieldState }) => (
          <fieldset aria-invalid={fieldState.error ? true : undefined}>
            <legend>Places</legend>
            {['Paje', 'Nungwi'].map((place, index) => (
              <label key={place}>
                <input
                  type="checkbox"
                  checked={field.value.includes(index)}
                  onChange={() => field.onChange([...field.value, index])}
                />
                {place}
              </label>
            ))}
          </fieldset>
        )}
      />
      <Field id="name" label="Name" error={errors.name?.message}>
        <TextInput {...nameField} />
      </Field>
      <button type="submit">Send</button>
    </form>
  );
}

describe('useZodForm, on a refused submit', () => {
  it('focuses the first wrong field on screen each time, and the alert lists what is wrong', async () => {
    const user = userEvent.setup();
    render(<TwoFieldForm />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a place');
    expect(screen.getByRole('alert')).toHaveTextContent('Name is required');
    // A group gives the focus to its first box.
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Paje' })).toHaveFocus());

    await user.click(screen.getByRole('checkbox', { name: 'Nungwi' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    expect(screen.getByRole('alert')).not.toHaveTextContent('Choose a place');
  });
});
