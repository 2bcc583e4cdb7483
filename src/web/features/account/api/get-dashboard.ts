import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '#web/lib/api-client.js';

/** An item a user liked, rated or put in the cart: a trip or a destination, as the catalogue sends it. */
export interface DashboardItem {
  uuid: string;
  name?: string;
  description?: string;
  image?: string;
  base_price?: number | null;
}

export interface DashboardData {
  user_profile: {
    name: string;
    email: string;
    phone?: string | null;
    address?: string | null;
    gender?: unknown;
    country?: unknown;
    tourist_number?: string | null;
    created_at?: string | null;
  };
  likes: { uuid: string; likeable_type: string; likeable_uuid: string; likeable: DashboardItem | null }[];
  ratings: {
    uuid: string;
    rateable_type: string;
    rateable_uuid: string;
    rating: number;
    comment: string;
    created_at: string;
    rateable: DashboardItem | null;
  }[];
  cart_items: {
    uuid: string;
    cartable_type: string;
    cartable_uuid: string;
    cartable: DashboardItem | null;
    quantity: number;
    start_date: string | null;
    end_date: string | null;
  }[];
  bookings?: {
    uuid: string;
    reference: string;
    item_type: string;
    item_name: string;
    start_date: string | null;
    guest_count: number;
    service_class?: string | null;
    total_price: number | null;
    status: string;
    created_at: string;
  }[];
  statistics: { total_likes: number; total_ratings: number; total_cart_items: number; total_bookings: number };
}

export const getDashboard = async ({ signal }: { signal?: AbortSignal } = {}): Promise<DashboardData> =>
  (await api<DashboardData>('/user/dashboard', { signal })).data;

/** Spec 7 and 9: cached 30 seconds, no refetch on window focus. */
export const getDashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard'],
    queryFn: getDashboard,
    staleTime: 30_000,
    refetchOnWindowFocus: false,
    // A 401 or 404 (signed out, or the accounts API not there yet) will not change on a retry.
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
  });

export const useDashboard = (enabled = true) => useQuery({ ...getDashboardQueryOptions(), enabled });
