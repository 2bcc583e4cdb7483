import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.js';

/** Leaves the newsletter with the link's token; resolves to the server's confirmation. */
export async function unsubscribe(token: string): Promise<string> {
  return (await api<Record<string, never>>('/unsubscribe', { method: 'POST', body: { token } })).message;
}

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
