import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** An opaque bearer token: 32 random bytes, 43 characters. Only its hash is ever stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** argon2id with the library's defaults (19 MiB, 2 passes), as OWASP recommends. */
export const hashPassword = (password: string): Promise<string> => hash(password);

// Checked against when the e-mail is unknown, so both answers take the same time.
const DECOY = hash('not a real password');

export async function passwordMatches(stored: string | undefined, password: string): Promise<boolean> {
  try {
    return await verify(stored ?? (await DECOY), password);
  } catch {
    return false;
  }
}
