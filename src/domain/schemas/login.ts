import { z } from 'zod';
import { EMAIL_MAX, passwordText, requiredText } from './common.js';

/** The longest password either sign-in takes: a staff password may be 1000 characters, a tourist's 128. */
export const LOGIN_PASSWORD_MAX = 1000;
import { LOGIN_REQUIRED_MESSAGE } from './messages.js';

/** Login: both fields required; wrong credentials are the server's 401, not a rule here. */
export const LoginSchema = z.object({
  email: requiredText(LOGIN_REQUIRED_MESSAGE, { max: EMAIL_MAX }),
  // Not trimmed: see the password rules in registration.ts.
  password: passwordText(LOGIN_REQUIRED_MESSAGE, LOGIN_PASSWORD_MAX),
});

export type LoginInput = z.infer<typeof LoginSchema>;
