import { createHash } from 'node:crypto';

/** A phone number as it is dialled: `+255 722 222 222`, `+255-722-222222` and `+255722222222` are one. */
const dialled = (phone: string) => phone.replace(/[^\d+]/g, '');

/**
 * A stable hash of what was asked (after parsing, so spacing and unknown fields such as a
 * client-sent price do not count) and by whom: the same booking sent twice hashes the same, also
 * when the phone number is written with other spaces or hyphens the second time.
 */
export function requestFingerprint(kind: string, userId: number | null, fields: Record<string, unknown>): string {
  const normalized = Object.keys(fields)
    .sort()
    .map((key) => {
      const value = fields[key];
      if (typeof value !== 'string') return [key, value ?? null];
      return [key, /phone/i.test(key) ? dialled(value) : value.toLowerCase()];
    });
  return createHash('sha256')
    .update(JSON.stringify([kind, userId, normalized]))
    .digest('hex');
}
