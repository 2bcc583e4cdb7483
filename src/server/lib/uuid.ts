const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed uuid is treated like an unknown one, and never reaches the database. */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
