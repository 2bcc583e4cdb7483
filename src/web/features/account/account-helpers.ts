import type { Locale } from '#domain/i18n/locales.js';
import type { LoginTab } from '#domain/site-paths.js';
import { failureMessage as serverFailureMessage } from '#web/lib/form-errors.js';
import { msg, type Translate } from '#web/i18n/i18n.js';

/** Word for word: tests and docs/behaviour quote these texts. */
export const ACCOUNT_MESSAGES = {
  loginSuccess: msg('Login successful! Redirecting...'),
  loginFailed: msg('Login failed. Please try again.'),
  registrationFailed: msg('Registration failed. Please try again.'),
  registrationUserMissing: msg('Invalid response: user data missing'),
  resetFailed: msg('Failed to send reset link. Please try again.'),
  testimonialFailed: msg('Failed to save testimonial. Please try again.'),
} as const;

/** Redirects after a success wait 2 seconds, long enough to read the message. */
export const REDIRECT_DELAY_MS = 2000;

/** `?tab=` of /login: anything but 'register' shows the login form. */
export function parseLoginTab(value: string | null): LoginTab {
  return value === 'register' ? 'register' : 'login';
}

/**
 * The server's message when it sent one in its envelope (or a malformed answer's), otherwise `fallback`. A
 * malformed answer's message and the fallback are ours (marked messages): `t` shows them in the page's language.
 */
export function failureMessage(error: unknown, fallback: string, t: Translate = (id) => id): string {
  if (error instanceof Error && error.name === 'AccountError') return t(error.message);
  return serverFailureMessage(error, t(fallback));
}

/** A failure whose message is meant for the user (a malformed answer, say). */
export class AccountError extends Error {
  override name = 'AccountError';
}

/** POST /login answers data.token and data.user; without a token there is no session. */
export function tokenFrom(data: unknown): string {
  const token = (data as { token?: unknown } | null)?.token;
  if (typeof token !== 'string' || token === '') throw new AccountError(ACCOUNT_MESSAGES.loginFailed);
  return token;
}

/** A registration succeeded only when data.user.email is there. */
export function registeredEmail(data: unknown): string {
  const email = (data as { user?: { email?: unknown } } | null)?.user?.email;
  if (typeof email !== 'string' || email === '') throw new AccountError(ACCOUNT_MESSAGES.registrationUserMissing);
  return email;
}

/** What the register form hands the login tab (router state, so the address stays out of the URL). */
export interface AfterRegistrationState {
  registeredEmail: string;
}

/** The e-mail of an account registered a moment ago, from the login page's router state; '' otherwise. */
export function registeredEmailOf(state: unknown): string {
  const email = (state as Partial<AfterRegistrationState> | null)?.registeredEmail;
  return typeof email === 'string' ? email : '';
}

export interface RegistrationFields {
  name: string;
  phone: string;
  email: string;
  country: number;
  gender: number;
  address: string;
  password: string;
  'confirm-password': string;
}

/**
 * The multipart body of POST /register; the passport image only when one was chosen, and the page's language,
 * which the mail that confirms the address is written in.
 */
export function registrationFormData(
  fields: RegistrationFields,
  passport: File | null | undefined,
  locale?: Locale,
): FormData {
  const body = new FormData();
  if (locale) body.set('locale', locale);
  for (const [key, value] of Object.entries(fields)) body.set(key, String(value));
  if (passport) body.set('passport_image', passport);
  return body;
}
