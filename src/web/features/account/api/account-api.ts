import { useMutation } from '@tanstack/react-query';
import type { EmailVerified } from '#domain/schemas/email-verification.js';
import type { LoginInput } from '#domain/schemas/login.js';
import { api } from '#web/lib/api-client.js';
import { registeredEmail, tokenFrom } from '#web/features/account/account-helpers.js';

// One small file for the account mutations: each is a single call whose answer is checked by the helpers.

/** POST /login: resolves to the session token. */
export const login = async (input: LoginInput): Promise<string> =>
  tokenFrom((await api<unknown>('/login', { method: 'POST', body: input })).data);

export const useLogin = () => useMutation({ mutationFn: login });

/** POST /register (multipart): resolves to the new account's e-mail. */
export const register = async (body: FormData): Promise<string> =>
  registeredEmail((await api<unknown>('/register', { method: 'POST', body })).data);

export const useRegister = () => useMutation({ mutationFn: register });

/** POST /password-reset: e-mails a one-time link if an account uses the address (the answer never says). */
export const requestPasswordReset = async (email: string): Promise<void> => {
  await api<unknown>('/password-reset', { method: 'POST', body: { email } });
};

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });

export interface PasswordResetConfirmBody {
  token: string;
  password: string;
  'confirm-password': string;
}

/** POST /password-reset/confirm: sets the new password. */
export const confirmPasswordReset = async (body: PasswordResetConfirmBody): Promise<void> => {
  await api<unknown>('/password-reset/confirm', { method: 'POST', body });
};

export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });

/** POST /save-testimonal (sic): stored as pending until the agency approves it. */
export const saveTestimonial = async (comments: string): Promise<void> => {
  await api<unknown>('/save-testimonal', { method: 'POST', body: { comments } });
};

export const useSaveTestimonial = () => useMutation({ mutationFn: saveTestimonial });

/** POST /verify-email: confirms the address with the mailed token; the visitor's earlier requests join the account. */
export const verifyEmail = async (token: string): Promise<EmailVerified> =>
  (await api<EmailVerified>('/verify-email', { method: 'POST', body: { token } })).data;

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
