import { and, count, desc, eq, ilike, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Subscriber } from '#domain/api/admin-subscribers.js';
import type { SubscriberListQuery } from '#domain/schemas/admin-subscribers.js';
import type { DbOrTx } from '#server/db/client.js';
import * as t from '#server/db/schema/index.js';
import { containing } from './like-pattern.js';

const subscribers = t.newsletterSubscribers;

function listFilter(query: Pick<SubscriberListQuery, 'q' | 'status'>): SQL | undefined {
  return and(
    query.q ? ilike(subscribers.email, containing(query.q)) : undefined,
    query.status === 'active' ? isNull(subscribers.unsubscribedAt) : undefined,
    query.status === 'unsubscribed' ? isNotNull(subscribers.unsubscribedAt) : undefined,
  );
}

const subscriberColumns = {
  email: subscribers.email,
  sourcePage: subscribers.sourcePage,
  subscribedAt: subscribers.lastSubscribedAt,
  unsubscribedAt: subscribers.unsubscribedAt,
};

const toSubscriber = (row: {
  email: string;
  sourcePage: string | null;
  subscribedAt: Date;
  unsubscribedAt: Date | null;
}): Subscriber => ({
  email: row.email,
  source_page: row.sourcePage,
  subscribed_at: row.subscribedAt.toISOString(),
  unsubscribed_at: row.unsubscribedAt?.toISOString() ?? null,
});

export interface SubscribeOutcome {
  /** the address is new */
  inserted: boolean;
  /** the address had unsubscribed and is back */
  returning: boolean;
  /** the secret of its unsubscribe link */
  token: string;
}

export function createNewsletterRepository(db: DbOrTx) {
  return {
    /**
     * Adds the address, or renews it: subscribing again is not an error, it moves
     * `last_subscribed_at` and undoes an unsubscription. The first source page is kept (where the
     * subscriber came from). Run it in a transaction: the existing row is locked first, so of two
     * subscriptions at once only one sees the address as new or returning (and welcomes it).
     */
    async subscribe(email: string, sourcePage: string | null): Promise<SubscribeOutcome> {
      const address = email.toLowerCase();
      const [before] = await db
        .select({ unsubscribedAt: subscribers.unsubscribedAt })
        .from(subscribers)
        .where(eq(subscribers.email, address))
        .for('update');
      const [row] = await db
        .insert(subscribers)
        .values({ email: address, sourcePage })
        .onConflictDoUpdate({
          target: subscribers.email,
          set: {
            lastSubscribedAt: sql`now()`,
            updatedAt: sql`now()`,
            unsubscribedAt: null,
            sourcePage: sql`coalesce(${subscribers.sourcePage}, excluded.source_page)`,
          },
        })
        // xmax is 0 on a freshly inserted row and set on an updated one (PostgreSQL's own marker).
        .returning({ inserted: sql<boolean>`(xmax = 0)`, token: subscribers.unsubscribeToken });
      const inserted = row?.inserted ?? false;
      return {
        inserted,
        returning: !inserted && before?.unsubscribedAt != null,
        token: row!.token,
      };
    },

    /** The link's subscriber leaves (a second click keeps the first date). False for an unknown token. */
    async unsubscribe(token: string): Promise<boolean> {
      const [row] = await db
        .update(subscribers)
        .set({ unsubscribedAt: sql`coalesce(${subscribers.unsubscribedAt}, now())`, updatedAt: sql`now()` })
        .where(eq(subscribers.unsubscribeToken, token))
        .returning({ id: subscribers.id });
      return row !== undefined;
    },

    /** One page of subscribers, latest subscription first, and how many match. */
    async list(query: SubscriberListQuery): Promise<{ subscribers: Subscriber[]; total: number }> {
      const where = listFilter(query);
      const [rows, [counted]] = await Promise.all([
        db
          .select(subscriberColumns)
          .from(subscribers)
          .where(where)
          .orderBy(desc(subscribers.lastSubscribedAt), desc(subscribers.id))
          .limit(query.limit)
          .offset(query.offset),
        db.select({ total: count() }).from(subscribers).where(where),
      ]);
      return { subscribers: rows.map(toSubscriber), total: counted?.total ?? 0 };
    },

    /** Every matching subscriber (the CSV export), up to `cap`. */
    async all(query: Pick<SubscriberListQuery, 'q' | 'status'>, cap: number): Promise<Subscriber[]> {
      const rows = await db
        .select(subscriberColumns)
        .from(subscribers)
        .where(listFilter(query))
        .orderBy(desc(subscribers.lastSubscribedAt), desc(subscribers.id))
        .limit(cap);
      return rows.map(toSubscriber);
    },
  };
}

export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
