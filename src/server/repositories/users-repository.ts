import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { builtOnce } from '#server/db/built-once.js';
import type { DbOrTx } from '#server/db/client.js';
import * as t from '#server/db/schema/index.js';
import { oneMoreFailure } from './sign-in-lock.js';

export const TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export interface NewUser {
  name: string;
  email: string;
  phone: string;
  address: string;
  countryId: number;
  genderId: number;
  passwordHash: string;
  /** relative to DATA_DIR; null without a passport image */
  passportImagePath?: string | null;
}

export interface PublicUser {
  uuid: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  country: string;
  gender: string;
  tourist_number: string;
  /** whether the holder confirmed the address with the link mailed at registration */
  email_verified: boolean;
  created_at: string;
}

// A short, readable customer number the agency can quote on the phone (no 0/O or 1/I).
const touristNumber = () => {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  return `KS-${[...randomBytes(6)].map((b) => alphabet[b % alphabet.length]).join('')}`;
};

export function createUsersRepository(db: DbOrTx) {
  const publicUser = async (id: number): Promise<PublicUser | null> => {
    const profile = builtOnce(db, 'public_user', (name) =>
      db
        .select({
          uuid: t.users.uuid,
          name: t.users.name,
          email: t.users.email,
          phone: t.users.phone,
          address: t.users.address,
          country: t.countries.name,
          gender: t.genders.name,
          touristNumber: t.users.touristNumber,
          emailVerifiedAt: t.users.emailVerifiedAt,
          createdAt: t.users.createdAt,
        })
        .from(t.users)
        .innerJoin(t.countries, eq(t.countries.id, t.users.countryId))
        .innerJoin(t.genders, eq(t.genders.id, t.users.genderId))
        .where(eq(t.users.id, sql.placeholder('id')))
        .prepare(name),
    );
    const [row] = await profile.execute({ id });
    if (!row) return null;
    const { touristNumber: tourist_number, emailVerifiedAt, createdAt, ...rest } = row;
    return { ...rest, tourist_number, email_verified: emailVerifiedAt !== null, created_at: createdAt.toISOString() };
  };

  return {
    publicUser,

    /** null when the e-mail is taken (the unique index decides, so two racing sign-ups cannot both win). */
    async create(user: NewUser): Promise<number | null> {
      const [row] = await db
        .insert(t.users)
        .values({ ...user, email: user.email.toLowerCase(), touristNumber: touristNumber() })
        .onConflictDoNothing({ target: t.users.email })
        .returning({ id: t.users.id });
      return row?.id ?? null;
    },

    /** The key of the passport image an account gave at sign-up, or null (no such account, or no image). */
    async passportImageKey(uuid: string): Promise<string | null> {
      const [row] = await db.select({ key: t.users.passportImagePath }).from(t.users).where(eq(t.users.uuid, uuid));
      return row?.key ?? null;
    },

    /** The account's address and password hash, to confirm a deletion (delete-account.ts); null when it is gone. */
    async ownCredentials(id: number): Promise<{ email: string; passwordHash: string } | null> {
      const [row] = await db
        .select({ email: t.users.email, passwordHash: t.users.passwordHash })
        .from(t.users)
        .where(eq(t.users.id, id));
      return row ?? null;
    },

    async credentials(email: string): Promise<{ id: number; passwordHash: string; lockedUntil: Date | null } | null> {
      const [row] = await db
        .select({ id: t.users.id, passwordHash: t.users.passwordHash, lockedUntil: t.users.lockedUntil })
        .from(t.users)
        .where(eq(t.users.email, email.toLowerCase()));
      return row ?? null;
    },

    /** One more failed sign-in in a row; the tenth locks the account for 15 minutes (sign-in-lock.ts). */
    async recordFailure(id: number, now = new Date()): Promise<void> {
      await db.update(t.users).set(oneMoreFailure(t.users, now)).where(eq(t.users.id, id));
    },

    /** A sign-in succeeded: the count starts again (written only when there is one, so most sign-ins write nothing). */
    async recordSuccess(id: number): Promise<void> {
      await db
        .update(t.users)
        .set({ failedAttempts: 0, lockedUntil: null })
        .where(and(eq(t.users.id, id), sql`(${t.users.failedAttempts} > 0 or ${t.users.lockedUntil} is not null)`));
    },

    async storeToken(userId: number, tokenHash: string, now = new Date()): Promise<void> {
      await db
        .insert(t.authTokens)
        .values({ userId, tokenHash, expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS) });
    },

    /** The user of a live token: not revoked, not expired. */
    async userIdForToken(tokenHash: string, now = new Date()): Promise<number | null> {
      const liveToken = builtOnce(db, 'user_of_live_token', (name) =>
        db
          .select({ userId: t.authTokens.userId })
          .from(t.authTokens)
          .where(
            and(
              eq(t.authTokens.tokenHash, sql.placeholder('tokenHash')),
              isNull(t.authTokens.revokedAt),
              gt(t.authTokens.expiresAt, sql.placeholder('now')),
            ),
          )
          .prepare(name),
      );
      const [row] = await liveToken.execute({ tokenHash, now: now.toISOString() });
      return row?.userId ?? null;
    },

    async revokeToken(tokenHash: string): Promise<void> {
      await db.update(t.authTokens).set({ revokedAt: new Date() }).where(eq(t.authTokens.tokenHash, tokenHash));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
