import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { answerApi, renderWithApp } from '#web/test/render-with-app.js';
import { VerifyEmailPanel } from './verify-email-panel.js';

afterEach(() => vi.restoreAllMocks());

it('confirms the address on a press, never on its own, and says how many earlier requests joined', async () => {
  const fetch = answerApi(200, {
    status: true,
    code: 200,
    message: 'Your e-mail address is confirmed.',
    data: { email: 'lena@example.de', requests_added: 2 },
  });
  const { user } = renderWithApp(<VerifyEmailPanel token="t0ken" />);
  expect(fetch).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Confirm my e-mail address' }));
  expect(await screen.findByText('Your e-mail address is confirmed.')).toBeVisible();
  expect(
    screen.getByText('Your 2 earlier requests sent from lena@example.de are now in your dashboard.'),
  ).toBeVisible();
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?tab=login');
  expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ token: 't0ken' });
});

it("shows the server's reason when the link cannot be used", async () => {
  answerApi(422, {
    status: false,
    code: 422,
    message: 'This confirmation link has already been used.',
    errors: { token: ['This confirmation link has already been used.'] },
  });
  const { user } = renderWithApp(<VerifyEmailPanel token="used" />);
  await user.click(screen.getByRole('button', { name: 'Confirm my e-mail address' }));
  expect(await screen.findByText('This confirmation link has already been used.')).toBeVisible();
});
