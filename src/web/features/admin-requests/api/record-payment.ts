import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentEntry, RequestPaymentsAnswer } from '#domain/api/quotes.js';
import type { DeskRequest } from '#domain/api/requests-desk.js';
import type { PaymentInput } from '#domain/schemas/admin-quotes.js';
import { adminApi } from '#web/admin-kit/api/admin-api.js';
import { deskKeys, invalidateDesk } from './keys.js';

export interface RecordedPayment {
  entry: PaymentEntry;
  payments: RequestPaymentsAnswer | null;
}

export async function recordPayment(uuid: string, input: PaymentInput): Promise<RecordedPayment> {
  const path = `/requests/${encodeURIComponent(uuid)}/payments`;
  return (await adminApi<RecordedPayment>(path, { method: 'POST', body: input })).data;
}

/**
 * A payment or refund into the request's ledger (docs/decisions/033-quotes-and-the-payments-ledger.md). The answer's
 * money shows at once; the rest of the desk (the timeline's note, the overview, the payments page) refreshes.
 */
export function useRecordPayment(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PaymentInput) => recordPayment(uuid, input),
    onSuccess: ({ payments }) =>
      client.setQueryData<DeskRequest>(deskKeys.request(uuid), (request) => request && { ...request, payments }),
    onSettled: () => invalidateDesk(client),
  });
}
