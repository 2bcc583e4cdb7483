import type { DbOrTx } from '#server/db/client.js';
import { bumpCatalogueVersion } from '#server/repositories/catalogue-version.js';
import { createStaffRepository } from '#server/repositories/staff-repository.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';

/** One entry of the audit trail: what was done (`trip.publish`), to what (`trip:<uuid>`), the row before and after. */
export interface StaffWrite {
  action: string;
  target: string;
  before?: unknown;
  after?: unknown;
}

/** Records a staff member's write in the transaction that makes it; `deps.staffId` null is the command line. */
export async function recordStaffWrite(tx: DbOrTx, deps: Pick<UseCaseDeps, 'staffId'>, write: StaffWrite) {
  await createStaffRepository(tx).audit({ actorId: deps.staffId ?? null, ...write });
}

/**
 * A staff write that changes what the storefront shows: the catalogue's version moves with it, so every
 * cache of catalogue data (every server process's) forgets at once, and the audit trail records it.
 */
export async function recordCatalogueWrite(tx: DbOrTx, deps: Pick<UseCaseDeps, 'staffId'>, write: StaffWrite) {
  await bumpCatalogueVersion(tx);
  await recordStaffWrite(tx, deps, write);
}
