import type { ManifestQuery } from '#domain/schemas/travellers-manifest.js';
import { csvDocument, UTF8_BOM } from '#server/lib/csv.js';
import { createTravellersRepository } from '#server/repositories/travellers-repository.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';
import { sealerFor, travellerAnswer } from './travellers-answer.js';

/** More rows than the agency carries in years of departures. */
export const MANIFEST_CAP = 20_000;

const HEADER = [
  'Reference',
  'Trip',
  'Start date',
  'Traveller',
  'Nationality',
  'Date of birth',
  'Passport number',
  'Passport expiry',
  'Dietary',
  'Medical',
  'Arrival flight',
  'Arrival',
] as const;

/**
 * The lodges' and parks' passenger list: the travellers of confirmed trips starting from `from` to `to`, passport
 * numbers in full (staff only), a trip whose details were not sent yet as one row saying so. Spreadsheet-safe CSV.
 */
export async function exportManifest(
  query: ManifestQuery,
  deps: Pick<UseCaseDeps, 'db' | 'config'>,
): Promise<{ filename: string; body: string }> {
  const sealer = sealerFor(deps.config);
  const records = await createTravellersRepository(deps.db).manifest(query.from, query.to, MANIFEST_CAP);
  const rows = records.map((record) => {
    const person = record.traveller ? travellerAnswer(record.traveller, sealer, 'staff') : null;
    return [
      record.reference,
      record.trip,
      record.startDate,
      person?.full_name ?? 'Details not sent yet',
      person?.nationality.name ?? null,
      person?.date_of_birth ?? null,
      person?.passport_number ?? null,
      person?.passport_expiry ?? null,
      person?.dietary ?? null,
      person?.medical ?? null,
      record.arrivalFlight,
      record.arrivalAt?.replace('T', ' ') ?? null,
    ];
  });
  return { filename: `manifest-${query.from}-to-${query.to}.csv`, body: UTF8_BOM + csvDocument(HEADER, rows) };
}
