import { storage } from '#web/lib/storage.js';

/** The staff member's bearer token; apart from the tourist's, so one browser can hold both. */
export const STAFF_TOKEN_KEY = 'staffToken';

export const readStaffToken = (): string | null => storage.get(STAFF_TOKEN_KEY);
export const saveStaffToken = (token: string): void => storage.set(STAFF_TOKEN_KEY, token);
export const clearStaffToken = (): void => storage.remove(STAFF_TOKEN_KEY);
