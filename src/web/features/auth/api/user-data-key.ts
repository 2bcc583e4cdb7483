/**
 * Every query of the signed-in user's own data sits under `['user', …]`: likes, ratings, cart and
 * the dashboard. A change invalidates the prefix once, so every list and the dashboard's
 * statistics catch up together. Shared, because a booking or a cart request changes them too.
 */
export const USER_KEY = ['user'] as const;
