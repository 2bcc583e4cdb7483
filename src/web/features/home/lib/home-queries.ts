/** One request of 6 trips feeds both of Home's trip sections (the page and its server loader ask the same). */
export const HOME_TRIPS = { limit: 6 } as const;
