import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a preview link opens. */
export type PreviewKind = 'trip' | 'destination';

/** Long enough to open, read and share with a colleague at the next desk; short enough to go stale. */
export const PREVIEW_TOKEN_SECONDS = 30 * 60;

const TOKEN = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

export interface PreviewTokens {
  issue(kind: PreviewKind, uuid: string): { token: string; expiresAt: Date };
  /** true only for an unexpired token issued for this very item */
  verify(kind: PreviewKind, uuid: string, token: string): boolean;
}

/**
 * Signed, short-lived preview tokens: `{expiry}.{HMAC-SHA256(kind:uuid:expiry)}`. Nothing is stored;
 * the signature binds the token to one item and one expiry, so it cannot be moved or prolonged.
 */
export function createPreviewTokens(secret: string, now: () => number = Date.now): PreviewTokens {
  const sign = (kind: PreviewKind, uuid: string, expires: number) =>
    createHmac('sha256', secret).update(`${kind}:${uuid.toLowerCase()}:${expires}`).digest('base64url');
  return {
    issue(kind, uuid) {
      const expires = Math.floor(now() / 1000) + PREVIEW_TOKEN_SECONDS;
      return { token: `${expires}.${sign(kind, uuid, expires)}`, expiresAt: new Date(expires * 1000) };
    },
    verify(kind, uuid, token) {
      const match = TOKEN.exec(token);
      if (!match) return false;
      const expires = Number(match[1]);
      if (expires * 1000 <= now()) return false;
      const given = Buffer.from(match[2]!);
      const expected = Buffer.from(sign(kind, uuid, expires));
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
