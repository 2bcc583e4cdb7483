import { describe, expect, it } from 'vitest';
import { createPreviewTokens, PREVIEW_TOKEN_SECONDS } from './preview-token.js';

const TRIP = '0f8fad5b-d9cb-469f-a165-70867728950e';
const OTHER = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

describe('preview tokens', () => {
  it('opens the item it was issued for until it expires', () => {
    let clock = Date.UTC(2026, 10, 24, 12);
    const tokens = createPreviewTokens('a secret of the test, long enough', () => clock);
    const { token, expiresAt } = tokens.issue('trip', TRIP);
    expect(expiresAt.getTime()).toBe(clock + PREVIEW_TOKEN_SECONDS * 1000);
    expect(tokens.verify('trip', TRIP, token)).toBe(true);
    expect(tokens.verify('trip', TRIP.toUpperCase(), token)).toBe(true);
    clock += PREVIEW_TOKEN_SECONDS * 1000;
    expect(tokens.verify('trip', TRIP, token)).toBe(false);
  });

  it('refuses another item, another kind, another secret, a changed expiry or a changed signature', () => {
    const tokens = createPreviewTokens('a secret of the test, long enough');
    const { token } = tokens.issue('trip', TRIP);
    const [expiry, signature] = token.split('.') as [string, string];
    expect(tokens.verify('trip', OTHER, token)).toBe(false);
    expect(tokens.verify('destination', TRIP, token)).toBe(false);
    expect(createPreviewTokens('another secret entirely, also long').verify('trip', TRIP, token)).toBe(false);
    expect(tokens.verify('trip', TRIP, `${Number(expiry) + 3600}.${signature}`)).toBe(false);
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect(tokens.verify('trip', TRIP, `${expiry}.${flipped}`)).toBe(false);
    expect(tokens.verify('trip', TRIP, '')).toBe(false);
    expect(tokens.verify('trip', TRIP, 'not-a-token')).toBe(false);
  });
});
