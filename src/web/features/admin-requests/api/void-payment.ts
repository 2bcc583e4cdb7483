import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentEntry } from '#domain/api/quotes.js';
import { adminApi } from '#web/admin-kit/api/admin-api.js';
import { invalidateDesk } from './keys.js';

export async function voidPayment(entryUuid: string, reason: string): Promise<PaymentEntry> {
  const path = `/payments/${encodeURIComponent(entryUuid)}/void`;
  return (await adminApi<{ entry: PaymentEntry }>(path, { method: 'POST', body: { reason } })).data.entry;
}

/** An owner voids a ledger entry recorded by mistake: it stays, struck through, and no longer counts. */
export function useVoidPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ entryUuid, reason }: { entryUuid: string; reason: string }) => voidPayment(entryUuid, reason),
    onSettled: () => invalidateDesk(client),
  });
}
