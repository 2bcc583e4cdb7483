import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TravellersDetailsAnswer } from '#domain/api/travellers.js';
import type { TravellersDetailsInput } from '#domain/schemas/travellers.js';
import { api } from '#web/lib/api-client.js';
import { getTrackedRequestQueryOptions } from './get-tracked-request.js';

/** PUT …/travellers: the details as saved, passport numbers masked (`•••• 1234`). */
export const saveTravellers = async (
  reference: string,
  key: string,
  input: TravellersDetailsInput,
): Promise<TravellersDetailsAnswer> =>
  (
    await api<{ travellers: TravellersDetailsAnswer }>(`/requests/${encodeURIComponent(reference)}/travellers`, {
      method: 'PUT',
      query: key ? { key } : {},
      body: input,
    })
  ).data.travellers;

/** The page shows what was saved at once, then reads the request again. */
export function useSaveTravellers(reference: string, key: string) {
  const client = useQueryClient();
  const { queryKey } = getTrackedRequestQueryOptions(reference, key);
  return useMutation({
    mutationFn: (input: TravellersDetailsInput) => saveTravellers(reference, key, input),
    onSuccess: (travellers) => {
      client.setQueryData(queryKey, (request) =>
        request
          ? { ...request, travellers, travellers_complete: travellers.travellers.length >= request.guests }
          : request,
      );
      void client.invalidateQueries({ queryKey });
    },
  });
}
