/** The staff accounts, one key per filter. */
export const staffKeys = {
  all: ['admin', 'staff'] as const,
  list: (query: object) => ['admin', 'staff', query] as const,
};
