import { useMutation } from '@tanstack/react-query';
import type { Locale } from '#domain/i18n/locales.js';
import { api } from '#web/lib/api-client.js';

/** POST /user/email-verification: a new link that confirms the signed-in user's address, in the page's language. */
export const resendVerification = async (locale: Locale): Promise<string> =>
  (await api<null>('/user/email-verification', { method: 'POST', body: { locale } })).message;

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
