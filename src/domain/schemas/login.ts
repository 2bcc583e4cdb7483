import { z } from 'zod';
import { requiredText } from './common.js';
import { LOGIN_REQUIRED_MESSAGE } from './messages.js';

/** Login: both fields required; wrong credentials are the server's 401, not a rule here. */
export const LoginSchema = z.object({
  email: requiredText(LOGIN_REQUIRED_MESSAGE),
  // Not trimmed: see the password rules in registration.ts.
  password: z.string({ error: LOGIN_REQUIRED_MESSAGE }).min(1, { error: LOGIN_REQUIRED_MESSAGE }),
});

export type LoginInput = z.infer<typeof LoginSchema>;
