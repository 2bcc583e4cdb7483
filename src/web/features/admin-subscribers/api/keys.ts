/** The newsletter's subscribers, one key per page and filter. */
export const subscriberKeys = {
  all: ['admin', 'subscribers'] as const,
  list: (query: object) => ['admin', 'subscribers', query] as const,
};
