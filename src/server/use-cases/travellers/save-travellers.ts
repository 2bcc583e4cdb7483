import type { TravellersDetailsAnswer } from '#domain/api/travellers.js';
import { TRACKING_LINK_MESSAGE } from '#domain/schemas/messages.js';
import {
  isMaskedPassportNumber,
  maskPassportNumber,
  NATIONALITY_MESSAGE,
  NOT_CONFIRMED_MESSAGE,
  PASSPORT_NUMBER_MESSAGE,
  travellersForTripErrors,
  type TravellersDetailsInput,
} from '#domain/schemas/travellers.js';
import { HttpError, notFound, validationError } from '#server/lib/http-error.js';
import { createDeskRequestRepository } from '#server/repositories/desk-request-repository.js';
import { createDeskWritesRepository } from '#server/repositories/desk-writes-repository.js';
import { createTrackedRequestsRepository } from '#server/repositories/tracked-requests-repository.js';
import { createTravellersRepository } from '#server/repositories/travellers-repository.js';
import { agencyToday, type UseCaseDeps } from '#server/use-cases/use-case.js';
import { sealerFor, travellersDetailsAnswer } from './travellers-answer.js';

export interface SaveTravellersInput {
  reference: string;
  /** the tracking link's key; or the signed-in account that sent the request (`deps.userId`) */
  key: string;
  details: TravellersDetailsInput;
}

/**
 * The tourist sends (or sends again) the travellers' details of a confirmed trip: one entry per guest, passports valid
 * six months after the trip. A passport number sent back masked as the page showed it (`•••• 1234`) keeps the number
 * stored for that traveller (the same position), so a change elsewhere needs no retyping. Numbers are sealed before
 * they are stored, and the answer shows them masked.
 */
export async function saveTravellers(input: SaveTravellersInput, deps: UseCaseDeps): Promise<TravellersDetailsAnswer> {
  const owned = await createTrackedRequestsRepository(deps.db).owned(
    input.reference.toUpperCase(),
    input.key,
    deps.userId,
  );
  if (!owned) throw notFound(TRACKING_LINK_MESSAGE);
  const sealer = sealerFor(deps.config);
  const now = deps.now?.() ?? new Date();
  return deps.db.transaction(async (tx) => {
    const request = await createDeskRequestRepository(tx).findForUpdate(owned.uuid);
    if (!request) throw notFound(TRACKING_LINK_MESSAGE);
    if (request.status !== 'confirmed') throw new HttpError(409, NOT_CONFIRMED_MESSAGE);
    const repo = createTravellersRepository(tx);
    const { travellers } = input.details;
    const errors = travellersForTripErrors(input.details, {
      guests: request.guests,
      tripEnd: await repo.tripEndOf(request.id),
      today: agencyToday(deps),
    });
    const known = await repo.knownCountries([...new Set(travellers.map((person) => person.nationality))]);
    const stored = (await repo.forRequest(request.id)).travellers;
    const numbers = travellers.map((person, index) => {
      if (!known.has(person.nationality)) errors[`travellers.${index}.nationality`] = [NATIONALITY_MESSAGE];
      if (!isMaskedPassportNumber(person.passport_number)) return person.passport_number;
      const sealed = stored[index]?.passportNumberSealed;
      const kept = sealed ? sealer.open(sealed) : null;
      if (kept === null || maskPassportNumber(kept) !== person.passport_number) {
        errors[`travellers.${index}.passport_number`] = [PASSPORT_NUMBER_MESSAGE];
      }
      return kept ?? '';
    });
    if (Object.keys(errors).length > 0) throw validationError(errors);

    await repo.replace(
      request.id,
      {
        arrivalFlight: input.details.arrival?.flight ?? null,
        arrivalAt: input.details.arrival?.arrival_at ?? null,
        emergencyName: input.details.emergency_contact.name,
        emergencyPhone: input.details.emergency_contact.phone,
      },
      travellers.map((person, index) => ({
        fullName: person.full_name,
        nationalityId: person.nationality,
        dateOfBirth: person.date_of_birth,
        passportNumberSealed: sealer.seal(numbers[index]!),
        passportExpiry: person.passport_expiry,
        dietary: person.dietary ?? null,
        medical: person.medical ?? null,
      })),
      now,
    );
    // The inbox's "updated" column shows the request moved, without a new version.
    await createDeskWritesRepository(tx).touch(request.id);
    return travellersDetailsAnswer(await repo.forRequest(request.id), sealer, 'tourist')!;
  });
}
