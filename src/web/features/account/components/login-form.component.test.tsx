import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerApi, renderWithApp } from '#web/test/render-with-app.js';
import { LoginForm } from './login-form.js';

afterEach(() => vi.restoreAllMocks());

describe('LoginForm', () => {
  it('shows the schema’s message under both fields when sent empty', async () => {
    const { user } = renderWithApp(<LoginForm />);
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    expect(email).toHaveAccessibleDescription('Please fill in all required fields.');
    expect(password).toHaveAccessibleDescription('Please fill in all required fields.');
    expect(email).toBeInvalid();
    // The focus moves to the first wrong field once the messages are drawn.
    await waitFor(() => expect(email).toHaveFocus());
  });

  it('shows a 422 answer’s field errors under those fields', async () => {
    const fetch = answerApi(422, {
      status: false,
      code: 422,
      message: 'Please enter a valid email address',
      errors: { email: ['Please enter a valid email address'] },
    });
    const { user } = renderWithApp(<LoginForm />);
    await user.type(screen.getByLabelText('Email'), 'jo@example');
    await user.type(screen.getByLabelText('Password'), 'kilimanjaro');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByLabelText('Password')).not.toBeInvalid();
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('after a registration, has the new e-mail filled in and the password field focused', async () => {
    renderWithApp(<LoginForm email="new@tourist.example" />);
    expect(screen.getByLabelText('Email')).toHaveValue('new@tourist.example');
    await vi.waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
  });
});
