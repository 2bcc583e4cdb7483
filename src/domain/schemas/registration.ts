import { z } from 'zod';
import { ALWAYS, idField, passwordText, requiredEmail, requiredText } from './common.js';
import {
  INVALID_EMAIL_MESSAGE,
  LOGIN_REQUIRED_MESSAGE,
  PASSPORT_NOT_IMAGE_MESSAGE,
  PASSPORT_TOO_LARGE_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  PASSWORDS_MISMATCH_MESSAGE,
  REGISTRATION_INVALID_SELECTION_MESSAGE,
  REGISTRATION_REQUIRED_MESSAGE,
} from './messages.js';

export const PASSWORD_MIN_LENGTH = 6;
/** Long enough for any passphrase; bounded so hashing a password stays cheap. */
export const PASSWORD_MAX_LENGTH = 128;
export const ADDRESS_MAX = 500;
export const PASSPORT_MAX_BYTES = 5 * 1024 * 1024;

// Passwords are never trimmed, unlike every other string: a space may be part of one, and
// trimming would make a typed password differ from the stored one.
function passwordField(requiredMessage: string) {
  return passwordText(requiredMessage, PASSWORD_MAX_LENGTH).pipe(
    z.string().min(PASSWORD_MIN_LENGTH, { error: PASSWORD_TOO_SHORT_MESSAGE }),
  );
}

function confirmPasswordField(requiredMessage: string) {
  return passwordText(requiredMessage, PASSWORD_MAX_LENGTH);
}

// Runs even when other fields failed, so a mismatch shows together with them.
function passwordsMatch(value: { password?: unknown; 'confirm-password'?: unknown }, ctx: z.RefinementCtx) {
  const { password, 'confirm-password': confirm } = value ?? {};
  if (typeof password === 'string' && typeof confirm === 'string' && confirm !== '' && password !== confirm) {
    ctx.addIssue({ code: 'custom', path: ['confirm-password'], message: PASSWORDS_MISMATCH_MESSAGE });
  }
}

const required = REGISTRATION_REQUIRED_MESSAGE;

const registrationShape = {
  name: requiredText(required),
  phone: requiredText(required),
  email: requiredEmail(required, INVALID_EMAIL_MESSAGE),
  country: idField(required, REGISTRATION_INVALID_SELECTION_MESSAGE),
  gender: idField(required, REGISTRATION_INVALID_SELECTION_MESSAGE),
  address: requiredText(required, { max: ADDRESS_MAX }),
  password: passwordField(required),
  'confirm-password': confirmPasswordField(required),
};

/** What POST /register receives (the terms box stays in the browser). */
export const RegistrationSchema = z.object(registrationShape).superRefine(passwordsMatch, ALWAYS);

/** The register form: the same rules plus the terms checkbox, which must be ticked. */
export const RegistrationFormSchema = z
  .object({
    ...registrationShape,
    terms: z.boolean({ error: required }).refine((accepted) => accepted, { error: required }),
  })
  .superRefine(passwordsMatch, ALWAYS);

export type RegistrationInput = z.infer<typeof RegistrationSchema>;
export type RegistrationRawInput = z.input<typeof RegistrationSchema>;
export type RegistrationFormInput = z.infer<typeof RegistrationFormSchema>;
export type RegistrationFormRawInput = z.input<typeof RegistrationFormSchema>;

/**
 * The optional passport image: null when acceptable. The browser knows the declared type;
 * the server passes the type it detected from the file's bytes.
 */
export function passportImageError(file: { size: number; type: string }): string | null {
  if (!file.type.toLowerCase().startsWith('image/')) return PASSPORT_NOT_IMAGE_MESSAGE;
  if (file.size > PASSPORT_MAX_BYTES) return PASSPORT_TOO_LARGE_MESSAGE;
  return null;
}

/** POST /password-reset/confirm: the token from the e-mailed link and a new password. */
export const PasswordResetConfirmSchema = z
  .object({
    token: requiredText(LOGIN_REQUIRED_MESSAGE),
    password: passwordField(LOGIN_REQUIRED_MESSAGE),
    'confirm-password': confirmPasswordField(LOGIN_REQUIRED_MESSAGE),
  })
  .superRefine(passwordsMatch, ALWAYS);

export type PasswordResetConfirmInput = z.infer<typeof PasswordResetConfirmSchema>;
