import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Destination } from '#domain/api/catalogue.js';
import { api, ApiError } from '#web/lib/api-client.js';

/** The public destination, and whether it is on the storefront now (the public shape has no state). */
export interface DestinationPreview {
  destination: Destination;
  published: boolean;
}

/**
 * A destination in any state through a signed preview link; null when the link is not (or no longer)
 * valid. Never kept: the next look must show the next save.
 */
export async function getDestinationPreview(
  uuid: string,
  token: string,
  signal?: AbortSignal,
): Promise<DestinationPreview | null> {
  try {
    return (
      await api<DestinationPreview>(`/preview/destinations/${encodeURIComponent(uuid)}`, {
        query: { token },
        signal,
      })
    ).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const getDestinationPreviewQueryOptions = (uuid: string, token: string) =>
  queryOptions({
    queryKey: ['destinations', 'preview', uuid, token],
    queryFn: ({ signal }) => getDestinationPreview(uuid, token, signal),
    staleTime: 0,
    gcTime: 0,
  });

export const useDestinationPreview = (uuid: string, token: string) =>
  useQuery(getDestinationPreviewQueryOptions(uuid, token));
