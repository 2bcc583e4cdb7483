import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, day, instant, linkTo, partOf, updatedAt } from './columns.js';
import { requests } from './desk.js';
import { countries } from './reference.js';

// The travellers' details a tourist sends for a confirmed trip (docs/decisions/036-traveller-data-key-and-retention.md).
// Passport numbers are sealed (AES-256-GCM) with the traveller data key; the sensitive fields are erased a
// configured number of days after the trip (`erased_at`).

/** What a request's tourist sent once for the whole party: the arrival and whom to call. One row per request. */
export const travellerDetails = pgTable('traveller_details', {
  id: serial('id').primaryKey(),
  requestId: partOf('request_id', () => requests.id).unique(),
  arrivalFlight: text('arrival_flight'),
  /** local time at the arrival airport, `yyyy-MM-ddTHH:mm` as typed */
  arrivalAt: text('arrival_at'),
  emergencyName: text('emergency_name'),
  emergencyPhone: text('emergency_phone'),
  createdAt: createdAt(),
  /** when the tourist last sent them */
  updatedAt: updatedAt(),
  /** when the sensitive fields were erased after the trip */
  erasedAt: instant('erased_at'),
});

/** One row per guest, in the order the tourist gave them (`position` from 0). */
export const travellers = pgTable(
  'travellers',
  {
    id: serial('id').primaryKey(),
    requestId: partOf('request_id', () => requests.id),
    position: integer('position').notNull(),
    fullName: text('full_name').notNull(),
    nationalityId: linkTo('nationality_id', () => countries.id),
    dateOfBirth: day('date_of_birth'),
    /** `v1.<iv>.<tag>.<ciphertext>` (base64url), never the number itself; null once erased */
    passportNumberSealed: text('passport_number_sealed'),
    passportExpiry: day('passport_expiry'),
    dietary: text('dietary'),
    medical: text('medical'),
  },
  (t) => [
    uniqueIndex('travellers_request_position_idx').on(t.requestId, t.position),
    index('travellers_nationality_idx').on(t.nationalityId),
  ],
);
