import { desc, eq } from 'drizzle-orm';
import { mailOutbox, requests } from '#server/db/schema/index.js';
import { inviteToReview } from '#server/use-cases/reviews/invite-to-review.js';
import type { TestContext } from './test-app.js';

/** Invites a request's traveller to review their trip, as the scheduler does, and answers the mail and its token. */
export async function invitedToReview(ctx: TestContext, requestUuid: string, now = new Date()) {
  const [request] = await ctx.database.db
    .select({ id: requests.id })
    .from(requests)
    .where(eq(requests.uuid, requestUuid));
  if (!request) throw new Error(`no request ${requestUuid}`);
  await ctx.app.mail.inTransaction((tx, queue) => inviteToReview(request.id, { tx, queue, config: ctx.env, now }));
  const [mail] = await ctx.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.requestId, request.id))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  if (!mail || mail.kind !== 'review-invitation') throw new Error('no review invitation was queued');
  const link = /https?:\/\/\S*\/reviews\/write\?token=([A-Za-z0-9_%-]+)/.exec(mail.textBody);
  if (!link) throw new Error('the invitation carries no review link');
  return { mail, link: link[0], token: decodeURIComponent(link[1]!) };
}
