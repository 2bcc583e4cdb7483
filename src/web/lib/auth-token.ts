import { storage } from './storage.js';

export const AUTH_TOKEN_KEY = 'authToken';
const MIN_TOKEN_LENGTH = 11;

/** Spec 4 'Session': a token of 10 characters or fewer is invalid and is removed. */
export function readAuthToken(): string | null {
  const token = storage.get(AUTH_TOKEN_KEY);
  if (token === null) return null;
  if (token.length < MIN_TOKEN_LENGTH) {
    storage.remove(AUTH_TOKEN_KEY);
    return null;
  }
  return token;
}
