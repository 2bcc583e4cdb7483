import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerApi, renderWithApp as renderApp } from '#web/test/render-with-app.js';
import { RegisterForm } from './register-form.js';
import type { ReactNode } from 'react';
import { I18nContext } from '#web/i18n/i18n.js';
import { english } from '#web/test/english.js';

// English as the site shows it: the compiled catalogue fills in the messages' placeholders.
const renderWithApp = (ui: ReactNode) => renderApp(<I18nContext value={english}>{ui}</I18nContext>);

afterEach(() => vi.restoreAllMocks());

const REQUIRED = 'Please fill in all required fields and agree to the terms.';

async function fillIn(user: ReturnType<typeof renderWithApp>['user'], password: string, confirm: string) {
  await user.type(screen.getByLabelText('Full name'), 'Lena Schmidt');
  await user.type(screen.getByLabelText('Email'), 'lena@example.com');
  await user.type(screen.getByLabelText('Phone'), '+49 30 1234567');
  await user.selectOptions(screen.getByLabelText('Country'), 'Germany');
  await user.selectOptions(screen.getByLabelText('Gender'), 'Female');
  await user.type(screen.getByLabelText('Address'), 'Kastanienallee 12, Berlin');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('checkbox', { name: /I agree to the terms/ }));
}

describe('RegisterForm', () => {
  it('says once, in the alert, that everything must be filled in, and marks the fields', async () => {
    const { user } = renderWithApp(<RegisterForm />);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const alert = screen.getByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([REQUIRED]);
    expect(screen.getByLabelText('Full name')).toBeInvalid();
    expect(screen.getByLabelText('Country')).toBeInvalid();
    // The shared sentence is not repeated under each field.
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('');
  });

  it('shows a specific rule under its field and in the alert', async () => {
    const { user } = renderWithApp(<RegisterForm />);
    await fillIn(user, 'short', 'shorter');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must be at least 6 characters long.',
    );
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords do not match.');
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match.');
  });

  it('shows a 422 answer’s field errors under those fields', async () => {
    answerApi(422, {
      status: false,
      code: 422,
      message: 'An account with this email already exists.',
      errors: { email: ['An account with this email already exists.'] },
    });
    const { user } = renderWithApp(<RegisterForm />);
    await fillIn(user, 'ngorongoro', 'ngorongoro');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('An account with this email already exists.');
    expect(screen.getByLabelText('Full name')).toHaveValue('Lena Schmidt');
  });
});
