/** The currencies and their rates, one key per filter. */
export const currencyKeys = {
  all: ['admin', 'currencies'] as const,
  list: (query: object) => ['admin', 'currencies', query] as const,
};
