import { asc, count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.js';
import * as t from '#server/db/schema/index.js';

// What the account's own tables hold, for the export (never a hash of a token or of the password).

const iso = (value: Date | null | undefined) => value?.toISOString() ?? null;

/** The sign-ins: how many, how many still live, the first and the last; never the tokens or their hashes. */
export async function sessionsOf(db: DbOrTx, userId: number, now: Date) {
  const [row] = await db
    .select({
      total: count(),
      live: sql<number>`count(*) filter (where ${t.authTokens.revokedAt} is null and ${t.authTokens.expiresAt} > ${now.toISOString()})`,
      first: sql<Date | null>`min(${t.authTokens.createdAt})`.mapWith(t.authTokens.createdAt),
      last: max(t.authTokens.createdAt),
    })
    .from(t.authTokens)
    .where(eq(t.authTokens.userId, userId));
  return {
    signed_in_times: row?.total ?? 0,
    active_sessions: Number(row?.live ?? 0),
    first_signed_in_at: iso(row?.first),
    last_signed_in_at: iso(row?.last),
  };
}

/** The password reset links and e-mail confirmation links asked for: counts and dates only. */
export async function oneTimeLinksOf(db: DbOrTx, userId: number) {
  const summary = async (table: typeof t.passwordResetTokens | typeof t.emailVerificationTokens) => {
    const [row] = await db
      .select({ total: count(), used: count(table.usedAt), last: max(table.createdAt) })
      .from(table)
      .where(eq(table.userId, userId));
    return { sent: row?.total ?? 0, used: row?.used ?? 0, last_sent_at: iso(row?.last) };
  };
  return {
    password_reset_links: await summary(t.passwordResetTokens),
    email_confirmation_links: await summary(t.emailVerificationTokens),
  };
}

/** Sign-in protection state kept on the account row. */
export async function accountRowExtras(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      emailVerifiedAt: t.users.emailVerifiedAt,
      failedAttempts: t.users.failedAttempts,
      lockedUntil: t.users.lockedUntil,
      passport: t.users.passportImagePath,
      updatedAt: t.users.updatedAt,
    })
    .from(t.users)
    .where(eq(t.users.id, userId));
  return {
    email_verified_at: iso(row?.emailVerifiedAt),
    failed_sign_ins_in_a_row: row?.failedAttempts ?? 0,
    locked_until: iso(row?.lockedUntil),
    passport_image_uploaded: Boolean(row?.passport),
    updated_at: iso(row?.updatedAt),
  };
}

export async function testimonialsOf(db: DbOrTx, userId: number) {
  const rows = await db
    .select({
      uuid: t.testimonials.uuid,
      author_name: t.testimonials.authorName,
      country: t.countries.name,
      rating: t.testimonials.rating,
      comments: t.testimonials.comments,
      status: t.testimonials.status,
      created_at: t.testimonials.createdAt,
    })
    .from(t.testimonials)
    .leftJoin(t.countries, eq(t.countries.id, t.testimonials.countryId))
    .where(eq(t.testimonials.userId, userId))
    .orderBy(asc(t.testimonials.createdAt));
  return rows.map((row) => ({ ...row, created_at: iso(row.created_at) }));
}

/** The newsletter keeps an address, not an account: the subscription of the account's address, or null. */
export async function newsletterOf(db: DbOrTx, email: string) {
  const [row] = await db
    .select({
      sourcePage: t.newsletterSubscribers.sourcePage,
      createdAt: t.newsletterSubscribers.createdAt,
      lastSubscribedAt: t.newsletterSubscribers.lastSubscribedAt,
      unsubscribedAt: t.newsletterSubscribers.unsubscribedAt,
    })
    .from(t.newsletterSubscribers)
    .where(eq(t.newsletterSubscribers.email, email.toLowerCase()));
  if (!row) return null;
  return {
    subscribed: row.unsubscribedAt === null,
    first_subscribed_at: iso(row.createdAt),
    last_subscribed_at: iso(row.lastSubscribedAt),
    unsubscribed_at: iso(row.unsubscribedAt),
    signed_up_on_page: row.sourcePage,
  };
}

/** The e-mails sent to the account's address or its requests' addresses: what and when (the bodies are the mails themselves). */
export async function emailsOf(db: DbOrTx, addresses: string[]) {
  const lower = [...new Set(addresses.map((a) => a.toLowerCase()))];
  if (lower.length === 0) return [];
  const rows = await db
    .select({
      kind: t.mailOutbox.kind,
      to: t.mailOutbox.toAddress,
      subject: t.mailOutbox.subject,
      status: t.mailOutbox.status,
      created_at: t.mailOutbox.createdAt,
      sent_at: t.mailOutbox.sentAt,
    })
    .from(t.mailOutbox)
    .where(inArray(sql`lower(${t.mailOutbox.toAddress})`, lower))
    .orderBy(desc(t.mailOutbox.createdAt));
  return rows.map((row) => ({ ...row, created_at: iso(row.created_at), sent_at: iso(row.sent_at) }));
}

/** The verified reviews written through the invitations of the account's requests, with the agency's answer. */
export async function reviewsOf(db: DbOrTx, requestIds: number[]) {
  if (requestIds.length === 0) return [];
  const rows = await db
    .select({
      uuid: t.reviews.uuid,
      trip: t.trips.name,
      rating: t.reviews.rating,
      title: t.reviews.title,
      body: t.reviews.body,
      traveller_name: t.reviews.travellerName,
      travelled_as: t.reviews.travelledAs,
      travelled_on: t.reviews.travelledOn,
      status: t.reviews.status,
      reply: t.reviews.reply,
      created_at: t.reviews.createdAt,
    })
    .from(t.reviews)
    .innerJoin(t.reviewInvitations, eq(t.reviewInvitations.id, t.reviews.invitationId))
    .leftJoin(t.trips, eq(t.trips.id, t.reviews.tripId))
    .where(inArray(t.reviewInvitations.requestId, requestIds))
    .orderBy(asc(t.reviews.createdAt));
  return rows.map((row) => ({ ...row, created_at: iso(row.created_at) }));
}
