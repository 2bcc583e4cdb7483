import { accountExportFilename, type AccountExport } from '#domain/api/account-data.js';
import { UNAUTHENTICATED_MESSAGE } from '#domain/schemas/messages.js';
import type { DbOrTx } from '#server/db/client.js';
import { HttpError } from '#server/lib/http-error.js';
import {
  accountRequestIds,
  accountRequests,
  requestAddresses,
} from '#server/repositories/account-data/account-requests.js';
import {
  accountRowExtras,
  emailsOf,
  newsletterOf,
  oneTimeLinksOf,
  reviewsOf,
  sessionsOf,
  testimonialsOf,
} from '#server/repositories/account-data/account-records.js';
import { createCartRepository } from '#server/repositories/cart-repository.js';
import { createLikesRepository } from '#server/repositories/likes-repository.js';
import { createRatingsRepository } from '#server/repositories/ratings-repository.js';
import { createTravellersRepository } from '#server/repositories/travellers-repository.js';
import { createUsersRepository, type PublicUser } from '#server/repositories/users-repository.js';
import type { Sealer } from '#server/travellers/sealed-text.js';
import { sealerFor, travellersDetailsAnswer } from '#server/use-cases/travellers/travellers-answer.js';
import { agencyToday, type SignedInDeps } from '#server/use-cases/use-case.js';

/** Whose data a section reads: the account, its address, its requests, and the export's moment. */
export interface ExportSubject {
  userId: number;
  profile: PublicUser;
  requestIds: number[];
  /** the account's address and every address its requests were sent from */
  addresses: string[];
  now: Date;
  /** opens the sealed passport numbers, shown masked as on the tracking page */
  sealer: Sealer;
}

type ExportSection = (db: DbOrTx, who: ExportSubject) => Promise<unknown>;

/**
 * Every table that holds something about the account, one entry each: a new table with personal data adds
 * its section here, and the matching erasure to `delete-account.ts` (docs/decisions/038-what-deleting-an-account-erases.md).
 */
export const EXPORT_SECTIONS = {
  account: async (db, who) => ({ ...who.profile, ...(await accountRowExtras(db, who.userId)) }),
  sessions: (db, who) => sessionsOf(db, who.userId, who.now),
  one_time_links: (db, who) => oneTimeLinksOf(db, who.userId),
  requests: (db, who) => accountRequests(db, who.requestIds),
  travellers: async (db, who) => {
    const travellers = createTravellersRepository(db);
    const sent = [];
    for (const id of who.requestIds) {
      const answer = travellersDetailsAnswer(await travellers.forRequest(id), who.sealer, 'tourist');
      if (answer) sent.push({ request_reference: await travellers.referenceOf(id), ...answer });
    }
    return sent;
  },
  likes: async (db, who) =>
    (await createLikesRepository(db).list(who.userId)).map((like) => ({
      item_type: like.likeable_type,
      item_uuid: like.likeable_uuid,
      item_name: like.likeable.name,
      liked_at: like.created_at,
    })),
  ratings: async (db, who) =>
    (await createRatingsRepository(db).list(who.userId)).map(({ rateable, rateable_type, rateable_uuid, ...r }) => ({
      item_type: rateable_type,
      item_uuid: rateable_uuid,
      item_name: rateable.name,
      ...r,
    })),
  cart: async (db, who) =>
    (await createCartRepository(db).list(who.userId)).map((line) => ({
      item_type: line.cartable_type,
      item_uuid: line.cartable_uuid,
      item_name: line.cartable.name,
      guests: line.quantity,
      start_date: line.start_date,
      end_date: line.end_date,
      class_id: line.class_id,
    })),
  testimonials: (db, who) => testimonialsOf(db, who.userId),
  reviews: (db, who) => reviewsOf(db, who.requestIds),
  newsletter: (db, who) => newsletterOf(db, who.profile.email),
  emails: (db, who) => emailsOf(db, who.addresses),
} satisfies Record<string, ExportSection>;

/** GET /api/user/export: everything stored about the signed-in account, as one JSON file. */
export async function exportAccountData(
  deps: Pick<SignedInDeps, 'db' | 'userId' | 'now' | 'config'>,
): Promise<{ filename: string; data: AccountExport }> {
  const now = deps.now?.() ?? new Date();
  const { db, userId } = deps;
  const profile = await createUsersRepository(db).publicUser(userId);
  if (!profile) throw new HttpError(401, UNAUTHENTICATED_MESSAGE);
  const requestIds = await accountRequestIds(db, userId);
  const addresses = [profile.email, ...(await requestAddresses(db, requestIds))];
  const who: ExportSubject = { userId, profile, requestIds, addresses, now, sealer: sealerFor(deps.config) };
  const data: AccountExport = { format: 'account-export/1', exported_at: now.toISOString() };
  for (const [name, read] of Object.entries(EXPORT_SECTIONS) as [string, ExportSection][]) {
    data[name] = await read(db, who);
  }
  return { filename: accountExportFilename(profile.tourist_number, agencyToday(deps)), data };
}
