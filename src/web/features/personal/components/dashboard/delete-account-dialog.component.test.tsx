import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { ACCOUNT_PASSWORD_REQUIRED_MESSAGE, ACCOUNT_PASSWORD_WRONG_MESSAGE } from '#domain/schemas/account-deletion.js';
import { answerApi, renderWithApp } from '#web/test/render-with-app.js';
import DeleteAccountDialog from './delete-account-dialog.js';

afterEach(() => vi.restoreAllMocks());

const open = () => renderWithApp(<DeleteAccountDialog open onOpenChange={() => {}} />);

it('says what goes and what the agency keeps, and asks for the password before calling the server', async () => {
  const fetch = answerApi(200, { status: true, code: 200, message: 'Your account has been deleted.', data: null });
  const { user } = open();
  const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
  expect(dialog).toHaveTextContent('Your requests and payments stay with us for our accounts');
  await user.click(screen.getByRole('button', { name: 'Delete my account' }));
  expect(await screen.findByText(ACCOUNT_PASSWORD_REQUIRED_MESSAGE)).toBeVisible();
  expect(fetch).not.toHaveBeenCalled();
});

it("shows the server's answer to a wrong password under the field, and the dialog stays", async () => {
  const fetch = answerApi(422, {
    status: false,
    code: 422,
    message: ACCOUNT_PASSWORD_WRONG_MESSAGE,
    errors: { password: [ACCOUNT_PASSWORD_WRONG_MESSAGE] },
  });
  const { user } = open();
  await user.type(screen.getByLabelText('Your password'), 'serengeti');
  await user.click(screen.getByRole('button', { name: 'Delete my account' }));
  expect(await screen.findByText(ACCOUNT_PASSWORD_WRONG_MESSAGE)).toBeVisible();
  expect(fetch.mock.calls[0]?.[1]?.method).toBe('DELETE');
  expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ password: 'serengeti' });
  expect(screen.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible();
});
