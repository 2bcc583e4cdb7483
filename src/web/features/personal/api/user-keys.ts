/**
 * Every query of the signed-in user's own data sits under `['user', …]`: likes, ratings, cart and
 * the dashboard. A change invalidates the prefix once, so every list and the dashboard's
 * statistics catch up together.
 */
export const USER_KEY = ['user'] as const;

export const userKeys = {
  likes: [...USER_KEY, 'likes'],
  ratings: [...USER_KEY, 'ratings'],
  cart: [...USER_KEY, 'cart'],
  dashboard: [...USER_KEY, 'dashboard'],
} as const;

/** Personal data changes only through this tab's own actions, which invalidate it. */
export const USER_DATA_STALE_MS = 30_000;
