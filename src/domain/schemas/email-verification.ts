import { z } from 'zod';
import { requiredText } from './common.js';
import { VERIFY_TOKEN_MESSAGES } from './messages.js';

/** POST /verify-email: the token of the link mailed to a new account's address. */
export const EmailVerificationSchema = z.object({ token: requiredText(VERIFY_TOKEN_MESSAGES.unknown) });

export type EmailVerificationInput = z.infer<typeof EmailVerificationSchema>;

/** What confirming an address answers: the address, and how many requests sent from it joined the account. */
export interface EmailVerified {
  email: string;
  requests_added: number;
}
