/**
 * Every query of the signed-in user's own data sits under `['user', …]`: likes, ratings, cart and
 * the dashboard (features/account keys it `['user', 'dashboard']`). A change invalidates the
 * prefix once, so every list and the dashboard's statistics catch up together.
 */
export const USER_KEY = ['user'] as const;

export const userKeys = {
  likes: [...USER_KEY, 'likes'],
  ratings: [...USER_KEY, 'ratings'],
  cart: [...USER_KEY, 'cart'],
} as const;

/** Personal data changes only through this tab's own actions, which invalidate it; 30 s as the dashboard. */
export const USER_DATA_STALE_MS = 30_000;
