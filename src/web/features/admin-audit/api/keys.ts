/** The audit log, one key per page and filter. */
export const auditKeys = {
  all: ['admin', 'audit'] as const,
  list: (query: object) => ['admin', 'audit', query] as const,
};
