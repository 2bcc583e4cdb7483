/** The currencies and their rates. */
export const currencyKeys = {
  all: ['admin', 'currencies'] as const,
};
