import { z } from 'zod';
import { LOGIN_PASSWORD_MAX } from './login.js';
import { passwordText } from './common.js';
import { msg } from '../i18n/msg.js';

/** Asked for before anything is erased; a wrong one is the server's 422 (`ACCOUNT_PASSWORD_WRONG_MESSAGE`). */
export const ACCOUNT_PASSWORD_REQUIRED_MESSAGE = msg('Please enter your password to delete your account.');
export const ACCOUNT_PASSWORD_WRONG_MESSAGE = msg('That password is not correct. Your account has not been deleted.');
export const ACCOUNT_DELETED_MESSAGE = msg('Your account has been deleted.');
export const ACCOUNT_EXPORTED_MESSAGE = 'Account data exported successfully';

/** DELETE /api/user: the account's own password, as the sign-in form takes it (not trimmed). */
export const AccountDeletionSchema = z.object({
  password: passwordText(ACCOUNT_PASSWORD_REQUIRED_MESSAGE, LOGIN_PASSWORD_MAX),
});

export type AccountDeletionInput = z.infer<typeof AccountDeletionSchema>;
