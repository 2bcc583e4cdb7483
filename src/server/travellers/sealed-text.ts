import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// AES-256-GCM with a fresh 12-byte IV per value: `v1.<iv>.<tag>.<ciphertext>`, each part base64url. The tag makes a
// changed value or a wrong key fail to open instead of reading as another number.

const VERSION = 'v1';

export interface Sealer {
  seal(plain: string): string;
  /** null when the value was sealed with another key or changed */
  open(sealed: string): string | null;
}

export function createSealer(key: Buffer): Sealer {
  if (key.length !== 32) throw new RangeError('The traveller data key must be 32 bytes');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || body === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
