import { useMutation } from '@tanstack/react-query';
import { SUBSCRIBED_MESSAGE } from '#domain/schemas/messages.js';
import { readAuthToken } from '#web/lib/auth-token.js';
import { msg } from '#web/i18n/i18n.js';

/** Marked for the catalogues: the form shows it (and the server's words) translated. */
export const SUBSCRIBE_FAILED_MESSAGE = msg('Failed to subscribe. Please try again.');

export interface SubscribeInput {
  email: string;
  /** the page the visitor subscribed from, for the agency's own statistics */
  source_page: string;
}

interface SubscribeAnswer {
  status?: unknown;
  message?: unknown;
}

/**
 * POST /subscribe answers `status: 'success' | 'error'` instead of the usual boolean envelope, so it
 * is read here rather than through the shared client. The server's message is shown only when it is
 * about the subscription (a refusal or a rate limit); anything else, such as a missing route, gets
 * the generic failure text. Success answers the server's message: a first subscription and a
 * repeated one ('You are already subscribed') read differently.
 */
export async function subscribe(input: SubscribeInput): Promise<string> {
  const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'application/json' };
  const token = readAuthToken();
  if (token) headers.authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch('/api/subscribe', { method: 'POST', headers, body: JSON.stringify(input) });
  } catch {
    throw new Error(SUBSCRIBE_FAILED_MESSAGE);
  }
  const answer = (await response.json().catch(() => null)) as SubscribeAnswer | null;
  if (answer?.status === 'success') return subscribedMessage(answer);
  throw new Error(subscribeFailureMessage(response.status, answer));
}

export function subscribeFailureMessage(httpStatus: number, answer: SubscribeAnswer | null): string {
  const message = typeof answer?.message === 'string' ? answer.message.trim() : '';
  const aboutSubscription = answer?.status === 'error' || httpStatus === 422 || httpStatus === 429;
  return aboutSubscription && message ? message : SUBSCRIBE_FAILED_MESSAGE;
}

export const subscribedMessage = (answer: SubscribeAnswer): string =>
  typeof answer.message === 'string' && answer.message.trim() ? answer.message.trim() : SUBSCRIBED_MESSAGE;

export const useSubscribe = () => useMutation({ mutationFn: subscribe });
