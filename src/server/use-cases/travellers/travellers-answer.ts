import type { TravellerAnswer, TravellersDetailsAnswer } from '#domain/api/travellers.js';
import { maskPassportNumber } from '#domain/schemas/travellers.js';
import { travellerDataKey } from '#server/config/traveller-data-key.js';
import type { Env } from '#server/config/env.js';
import type { TravellerDetailsRecord, TravellerRecord } from '#server/repositories/travellers-repository.js';
import { createSealer, type Sealer } from '#server/travellers/sealed-text.js';

/** Who reads the details: the tourist's browser sees passport numbers masked, staff in full. */
export type TravellersReader = 'tourist' | 'staff';

export const sealerFor = (config: Pick<Env, 'TRAVELLER_DATA_KEY' | 'DATA_DIR'>): Sealer =>
  createSealer(travellerDataKey(config));

export function travellerAnswer(record: TravellerRecord, sealer: Sealer, reader: TravellersReader): TravellerAnswer {
  const number = record.passportNumberSealed === null ? null : sealer.open(record.passportNumberSealed);
  return {
    full_name: record.fullName,
    nationality: { id: record.nationalityId, name: record.nationality },
    date_of_birth: record.dateOfBirth,
    passport_number: number === null ? null : reader === 'staff' ? number : maskPassportNumber(number),
    passport_expiry: record.passportExpiry,
    dietary: record.dietary,
    medical: record.medical,
  };
}

export function travellersDetailsAnswer(
  found: { details: TravellerDetailsRecord | null; travellers: TravellerRecord[] },
  sealer: Sealer,
  reader: TravellersReader,
): TravellersDetailsAnswer | null {
  const { details } = found;
  if (!details) return null;
  return {
    travellers: found.travellers.map((record) => travellerAnswer(record, sealer, reader)),
    arrival: { flight: details.arrivalFlight, arrival_at: details.arrivalAt },
    emergency_contact:
      details.emergencyName === null || details.emergencyPhone === null
        ? null
        : { name: details.emergencyName, phone: details.emergencyPhone },
    sent_at: details.updatedAt.toISOString(),
    erased_at: details.erasedAt?.toISOString() ?? null,
  };
}

/** All there: the details were sent for every guest (and not erased since). */
export const travellersComplete = (answer: TravellersDetailsAnswer | null, guests: number): boolean =>
  answer !== null && answer.erased_at === null && answer.travellers.length >= guests;
