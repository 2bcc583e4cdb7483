import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.js';
import * as t from '#server/db/schema/index.js';

export function createNewsletterRepository(db: DbOrTx) {
  return {
    /**
     * Adds the address, or renews it: subscribing again is not an error, it moves
     * `last_subscribed_at`. The first source page is kept (where the subscriber came from).
     * True when the address is new.
     */
    async subscribe(email: string, sourcePage: string | null): Promise<boolean> {
      const [row] = await db
        .insert(t.newsletterSubscribers)
        .values({ email: email.toLowerCase(), sourcePage })
        .onConflictDoUpdate({
          target: t.newsletterSubscribers.email,
          set: {
            lastSubscribedAt: sql`now()`,
            updatedAt: sql`now()`,
            sourcePage: sql`coalesce(${t.newsletterSubscribers.sourcePage}, excluded.source_page)`,
          },
        })
        // xmax is 0 on a freshly inserted row and set on an updated one (PostgreSQL's own marker).
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      return row?.inserted ?? false;
    },
  };
}

export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
