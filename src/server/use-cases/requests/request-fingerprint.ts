import { createHash } from 'node:crypto';

/**
 * A stable hash of what was asked (after parsing, so spacing and unknown fields such as a
 * client-sent price do not count) and by whom: the same booking sent twice hashes the same.
 */
export function requestFingerprint(kind: string, userId: number | null, fields: Record<string, unknown>): string {
  const normalized = Object.keys(fields)
    .sort()
    .map((key) => {
      const value = fields[key];
      return [key, typeof value === 'string' ? value.toLowerCase() : (value ?? null)];
    });
  return createHash('sha256')
    .update(JSON.stringify([kind, userId, normalized]))
    .digest('hex');
}
