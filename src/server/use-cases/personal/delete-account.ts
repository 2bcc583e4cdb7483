import { ACCOUNT_PASSWORD_WRONG_MESSAGE, type AccountDeletionInput } from '#domain/schemas/account-deletion.js';
import { UNAUTHENTICATED_MESSAGE } from '#domain/schemas/messages.js';
import { passwordMatches } from '#server/auth/secrets.js';
import { HttpError, validationError } from '#server/lib/http-error.js';
import { createAccountErasure } from '#server/repositories/account-data/account-erasure.js';
import { accountRequestIds, requestAddresses } from '#server/repositories/account-data/account-requests.js';
import { bumpCatalogueVersion } from '#server/repositories/catalogue-version.js';
import { createScheduledJobsRepository } from '#server/repositories/scheduled-jobs-repository.js';
import { eraseAccountTravellers } from '#server/use-cases/travellers/erase-account-travellers.js';
import { createUsersRepository } from '#server/repositories/users-repository.js';
import { recordStaffWrite } from '#server/use-cases/audit-trail.js';
import type { SignedInDeps } from '#server/use-cases/use-case.js';

/**
 * DELETE /api/user: the tourist erases their account with its password (docs/decisions/038-what-deleting-an-account-erases.md).
 * One transaction: the person goes (the account, its sessions, likes, ratings, cart, testimonials, newsletter
 * subscription, passport image), their requests stay for the agency's books without a name, address, phone or
 * free text, payments stay as they are, and the audit trail records the erasure without personal data. No
 * goodbye e-mail: it would put the erased address and name back into the outbox. A table added later with
 * personal data adds its erasure here and its section to `export-account-data.ts`.
 */
export async function deleteAccount(
  input: AccountDeletionInput,
  deps: Pick<SignedInDeps, 'db' | 'userId' | 'uploads' | 'now'>,
): Promise<void> {
  const { db, userId } = deps;
  const account = await createUsersRepository(db).ownCredentials(userId);
  if (!account) throw new HttpError(401, UNAUTHENTICATED_MESSAGE);
  if (!(await passwordMatches(account.passwordHash, input.password))) {
    throw validationError({ password: [ACCOUNT_PASSWORD_WRONG_MESSAGE] });
  }
  const passportKey = await db.transaction(async (tx) => {
    const erase = createAccountErasure(tx);
    const ids = await accountRequestIds(tx, userId);
    // First: the travellers' details are found by the account that sent the requests, a link anonymising cuts.
    await eraseAccountTravellers({ db: tx, userId });
    const addresses = [account.email, ...(await requestAddresses(tx, ids))];
    const references = await erase.references(ids);
    const payments = await erase.countPayments(ids);
    await erase.redactMails(addresses, ids);
    await erase.anonymiseRequests(ids);
    // Nothing more is sent about them: no address is left to send it to.
    const jobs = createScheduledJobsRepository(tx);
    for (const id of ids) await jobs.reconcile(id, [], deps.now?.() ?? new Date());
    // A review is the person's own words under their name: it goes, as testimonials do (decision 038).
    const reviews = await erase.removeReviews(ids);
    const testimonials = await erase.removeTestimonials(userId);
    await erase.removeNewsletter(account.email);
    const passport = await erase.removeUser(userId);
    // Its ratings counted in the catalogue's averages and its testimonials may have been featured.
    await bumpCatalogueVersion(tx);
    await recordStaffWrite(
      tx,
      { staffId: null },
      {
        action: 'account.erase',
        target: 'account',
        after: { requests: references, payments, testimonials, reviews },
      },
    );
    return passport;
  });
  // After the commit: a file left behind if this fails is named by no row and served by no URL.
  if (passportKey) await deps.uploads.remove(passportKey).catch(() => undefined);
}
