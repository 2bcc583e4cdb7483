/** Every destinations answer lives under one key, so a save refreshes the list and the editor alike. */
export const destinationKeys = {
  all: ['admin', 'destinations'] as const,
  list: (query: object) => ['admin', 'destinations', 'list', query] as const,
  destination: (uuid: string) => ['admin', 'destinations', 'destination', uuid] as const,
};
