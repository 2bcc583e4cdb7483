import type { DbOrTx } from '#server/db/client.js';
import { createTravellersRepository } from '#server/repositories/travellers-repository.js';

/**
 * An account is deleted: the travellers' details of every request it sent go whole (names, passports, notes, the
 * arrival and the emergency contact), while the requests stay for the agency's books. Call it in the deletion's
 * transaction BEFORE the user row goes: `requests.user_id` is set to null with it, and then nothing says whose they
 * were. Answers how many requests had details.
 */
export async function eraseAccountTravellers(deps: { db: DbOrTx; userId: number }): Promise<number> {
  return createTravellersRepository(deps.db).deleteOfAccount(deps.userId);
}
