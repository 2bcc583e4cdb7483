import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteAnswer } from '#domain/api/quotes.js';
import { adminApi } from '#web/admin-kit/api/admin-api.js';
import type { QuoteBody } from '#web/features/admin-requests/lib/quote-body.js';
import { staleRequest } from './change-status.js';
import { deskKeys, invalidateDesk } from './keys.js';

export async function sendQuote(uuid: string, body: QuoteBody): Promise<QuoteAnswer> {
  const path = `/requests/${encodeURIComponent(uuid)}/quotes`;
  return (await adminApi<{ quote: QuoteAnswer }>(path, { method: 'POST', body })).data.quote;
}

/**
 * A new quote version, e-mailed to the tourist; the request (now quoted, the quote on top) is fetched again. A stale
 * version (409) carries the request as it is now, shown at once: the quote someone else sent meanwhile appears.
 */
export function useSendQuote(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: QuoteBody) => sendQuote(uuid, body),
    onError: (error) => {
      const fresh = staleRequest(error);
      if (fresh) client.setQueryData(deskKeys.request(uuid), fresh);
    },
    onSettled: () => invalidateDesk(client),
  });
}
