import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SubscriberList } from '#domain/api/admin-subscribers.js';
import type { SubscriberStatus } from '#domain/schemas/admin-subscribers.js';
import { adminApi } from '#web/admin-kit/api/admin-api.js';
import { subscriberKeys } from './keys.js';

export interface SubscribersQuery {
  q?: string;
  status?: SubscriberStatus;
  limit: number;
  offset: number;
}

export async function getSubscribers(query: SubscribersQuery, signal?: AbortSignal): Promise<SubscriberList> {
  return (await adminApi<SubscriberList>('/subscribers', { query: { ...query }, signal })).data;
}

export const useSubscribers = (query: SubscribersQuery) =>
  useQuery({
    queryKey: subscriberKeys.list(query),
    queryFn: ({ signal }) => getSubscribers(query, signal),
    placeholderData: keepPreviousData,
  });
