import { USER_KEY } from '#web/features/auth/api/user-data-key.js';

export { USER_KEY };

export const userKeys = {
  likes: [...USER_KEY, 'likes'],
  ratings: [...USER_KEY, 'ratings'],
  cart: [...USER_KEY, 'cart'],
  dashboard: [...USER_KEY, 'dashboard'],
} as const;

/** Personal data changes only through this tab's own actions, which invalidate it. */
export const USER_DATA_STALE_MS = 30_000;
