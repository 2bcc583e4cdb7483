import { z } from 'zod';
import { requiredEmail } from './common.js';
import { EMAIL_REQUIRED_MESSAGE, INVALID_EMAIL_MESSAGE } from './messages.js';

/** The newsletter form and the password-reset request: a single e-mail address. */
export const EmailOnlySchema = z.object({
  email: requiredEmail(EMAIL_REQUIRED_MESSAGE, INVALID_EMAIL_MESSAGE),
});

export type EmailOnlyInput = z.infer<typeof EmailOnlySchema>;
