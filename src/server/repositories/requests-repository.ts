import { randomBytes } from 'node:crypto';
import { DEFAULT_LOCALE, type Locale } from '#domain/i18n/locales.js';
import type { RequestType } from '#domain/requests/request-status.js';
import { localizedHref, sitePaths } from '#domain/site-paths.js';
import { absoluteUrl } from '#server/lib/public-url.js';
import { hashToken, newToken } from '#server/auth/secrets.js';
import type { DbOrTx } from '#server/db/client.js';
import * as t from '#server/db/schema/index.js';

/** Readable on the phone: no 0/O, no 1/I; 32 letters, so a random byte picks one without bias. */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** How every reference starts (the desk's search reads a reference only for a text that fits it). */
export const REQUEST_REFERENCE_PREFIX = 'TZ-';
export const REQUEST_REFERENCE_PATTERN = /^TZ-[2-9A-HJ-NP-Z]{6}$/;
const REFERENCE_ATTEMPTS = 5;

export function newRequestReference(): string {
  return `${REQUEST_REFERENCE_PREFIX}${[...randomBytes(6)].map((b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join('')}`;
}

/** What the desk's inbox shows of a request, as it was when the visitor sent it. */
export interface NewRequest {
  type: RequestType;
  userId: number | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  countryId: number | null;
  itemName: string;
  startDate: string | null;
  endDate: string | null;
  guests: number;
  totalPrice: number | null;
  /** the language it was sent in; English when the client named none */
  locale?: Locale;
  /** the currency the tourist browsed in and its rate then (exchange-rates-repository.ts `offeredRate`) */
  currency?: string;
  exchangeRate?: number;
  rateAt?: Date | null;
}

export interface CreatedRequest {
  id: number;
  uuid: string;
  reference: string;
}

export function createRequestsRepository(db: DbOrTx) {
  return {
    /** Stores the desk's row under a fresh reference (a reference already taken is drawn again). */
    async create(request: NewRequest): Promise<CreatedRequest> {
      for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt += 1) {
        const [row] = await db
          .insert(t.requests)
          .values({ ...request, reference: newRequestReference() })
          .onConflictDoNothing({ target: t.requests.reference })
          .returning({ id: t.requests.id, uuid: t.requests.uuid, reference: t.requests.reference });
        if (row) return row;
      }
      throw new Error('no free request reference was found');
    },

    /**
     * A fresh key for the tourist's tracking link, for one e-mail about this request: stored only as
     * its hash, so the key lives in that e-mail alone. Every key issued for a request stays valid.
     */
    async issueTrackingLink(
      request: { id: number; reference: string; locale?: Locale },
      publicUrl: string,
    ): Promise<string> {
      const key = newToken();
      await db.insert(t.requestTrackingKeys).values({ requestId: request.id, keyHash: hashToken(key) });
      return trackingLink(publicUrl, request.reference, key, request.locale);
    },
  };
}

/** The private page that shows a request to whoever holds its e-mail, in the language the request was sent in. */
export function trackingLink(
  publicUrl: string,
  reference: string,
  key: string,
  locale: Locale = DEFAULT_LOCALE,
): string {
  return absoluteUrl(publicUrl, localizedHref(locale, sitePaths.trackRequest.getHref(reference, key)));
}
