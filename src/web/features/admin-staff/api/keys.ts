/** The staff accounts. */
export const staffKeys = {
  all: ['admin', 'staff'] as const,
};
