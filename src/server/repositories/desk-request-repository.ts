import type { RequestEventKind } from '#server/db/schema/request-events.js';
import { asc, eq, sql } from 'drizzle-orm';
import type { Locale } from '#domain/i18n/locales.js';
import type { RequestStatus } from '#domain/requests/request-status.js';
import type { DbOrTx } from '#server/db/client.js';
import * as t from '#server/db/schema/index.js';
import { deskRowColumns, type DeskListRow } from './desk-list-repository.js';

/** The desk's row of one request, with what the page adds to the inbox's columns. */
export interface DeskRequestRecord extends DeskListRow {
  version: number;
  endDate: string | null;
  hasAccount: boolean;
  answeredAt: Date | null;
  /** the language the tourist sent it in: the desk's mails to them are written in it */
  locale: Locale;
  /** the agency's day it was confirmed: its payment schedule counts from it */
  confirmedOn: string | null;
}

export interface DeskLineRecord {
  line: number;
  itemType: 'trip' | 'destination';
  tripId: number | null;
  itemUuid: string | null;
  itemName: string | null;
  startDate: string | null;
  endDate: string | null;
  guests: number;
  serviceClass: string | null;
  gender: string | null;
  season: 'Low' | 'High' | null;
  tier: number | null;
  totalPrice: number | null;
  note: string | null;
}

export interface DeskInquiryRecord {
  tripType: string | null;
  serviceClass: string | null;
  budget: string | null;
  message: string;
  sourcePage: string | null;
  destinations: string[];
  locations: string[];
}

export interface DeskEventRecord {
  at: Date;
  kind: RequestEventKind;
  actor: string | null;
  fromStatus: RequestStatus | null;
  toStatus: RequestStatus | null;
  text: string;
  visibleToTourist: boolean;
  mail: DeskMailRecord | null;
}

export interface DeskMailRecord {
  at: Date;
  to: string;
  subject: string;
  delivery: 'pending' | 'sent' | 'failed';
}

const recordColumns = {
  ...deskRowColumns,
  version: t.requests.version,
  endDate: t.requests.endDate,
  hasAccount: sql<boolean>`${t.requests.userId} is not null`,
  answeredAt: t.requests.answeredAt,
  locale: t.requests.locale,
  confirmedOn: t.requests.confirmedOn,
};

const mailColumns = {
  at: t.mailOutbox.createdAt,
  to: t.mailOutbox.toAddress,
  subject: t.mailOutbox.subject,
  delivery: t.mailOutbox.status,
};

export function createDeskRequestRepository(db: DbOrTx) {
  const byUuid = (uuid: string) =>
    db
      .select(recordColumns)
      .from(t.requests)
      .leftJoin(t.countries, eq(t.countries.id, t.requests.countryId))
      .where(eq(t.requests.uuid, uuid));

  return {
    /** `uuid` must be well formed (the caller checks). */
    async find(uuid: string): Promise<DeskRequestRecord | null> {
      const [row] = await byUuid(uuid);
      return row ?? null;
    },

    /** The row, locked until the transaction ends: two staff saves on one request take turns. */
    async findForUpdate(uuid: string): Promise<DeskRequestRecord | null> {
      const [row] = await byUuid(uuid).for('update', { of: t.requests });
      return row ?? null;
    },

    lines(requestId: number): Promise<DeskLineRecord[]> {
      return db
        .select({
          line: t.bookings.requestLine,
          itemType: t.bookings.itemType,
          tripId: t.bookings.tripId,
          itemUuid: sql<string | null>`coalesce(${t.trips.uuid}, ${t.destinations.uuid})`,
          itemName: sql<string | null>`coalesce(${t.trips.name}, ${t.destinations.name})`,
          startDate: t.bookings.startDate,
          endDate: t.bookings.endDate,
          guests: t.bookings.guestCount,
          serviceClass: t.serviceClasses.name,
          gender: t.genders.name,
          season: t.bookings.season,
          tier: t.bookings.tier,
          totalPrice: t.bookings.totalPrice,
          note: t.bookings.note,
        })
        .from(t.bookings)
        .leftJoin(t.trips, eq(t.trips.id, t.bookings.tripId))
        .leftJoin(t.destinations, eq(t.destinations.id, t.bookings.destinationId))
        .leftJoin(t.serviceClasses, eq(t.serviceClasses.id, t.bookings.serviceClassId))
        .leftJoin(t.genders, eq(t.genders.id, t.bookings.genderId))
        .where(eq(t.bookings.requestId, requestId))
        .orderBy(asc(t.bookings.requestLine));
    },

    async inquiry(requestId: number): Promise<DeskInquiryRecord | null> {
      const [row] = await db
        .select({
          tripType: t.tripTypes.name,
          serviceClass: t.serviceClasses.name,
          budget: t.inquiries.budget,
          message: t.inquiries.message,
          sourcePage: t.inquiries.sourcePage,
          destinations: sql<string[]>`array(select d.name from ${t.inquiryDestinations} i
            join ${t.destinations} d on d.id = i.destination_id where i.inquiry_id = ${t.inquiries.id} order by d.name)`,
          locations: sql<string[]>`array(select l.name from ${t.inquiryLocations} i
            join ${t.locations} l on l.id = i.location_id where i.inquiry_id = ${t.inquiries.id} order by l.sort_order, l.name)`,
        })
        .from(t.inquiries)
        .leftJoin(t.tripTypes, eq(t.tripTypes.id, t.inquiries.tripTypeId))
        .leftJoin(t.serviceClasses, eq(t.serviceClasses.id, t.inquiries.serviceClassId))
        .where(eq(t.inquiries.requestId, requestId))
        .limit(1);
      return row ?? null;
    },

    /** Status changes, notes and messages, oldest first, each with its author and the mail it sent. */
    async events(requestId: number): Promise<DeskEventRecord[]> {
      const rows = await db
        .select({
          at: t.requestEvents.at,
          kind: t.requestEvents.kind,
          actor: t.staff.name,
          fromStatus: t.requestEvents.fromStatus,
          toStatus: t.requestEvents.toStatus,
          text: t.requestEvents.text,
          visibleToTourist: t.requestEvents.visibleToTourist,
          mailTo: t.mailOutbox.toAddress,
          mailSubject: t.mailOutbox.subject,
          mailDelivery: t.mailOutbox.status,
          mailAt: t.mailOutbox.createdAt,
        })
        .from(t.requestEvents)
        .leftJoin(t.staff, eq(t.staff.id, t.requestEvents.staffId))
        .leftJoin(t.mailOutbox, eq(t.mailOutbox.id, t.requestEvents.mailId))
        .where(eq(t.requestEvents.requestId, requestId))
        .orderBy(asc(t.requestEvents.at), asc(t.requestEvents.id));
      return rows.map(({ mailTo, mailSubject, mailDelivery, mailAt, ...event }) => ({
        ...event,
        mail:
          mailTo === null || mailSubject === null || mailDelivery === null || mailAt === null
            ? null
            : { at: mailAt, to: mailTo, subject: mailSubject, delivery: mailDelivery },
      }));
    },

    /** Every e-mail about the request, as the outbox knows it (delivery state included), oldest first. */
    mails(requestId: number): Promise<DeskMailRecord[]> {
      return db
        .select(mailColumns)
        .from(t.mailOutbox)
        .where(eq(t.mailOutbox.requestId, requestId))
        .orderBy(asc(t.mailOutbox.createdAt), asc(t.mailOutbox.id));
    },
  };
}

export type DeskRequestRepository = ReturnType<typeof createDeskRequestRepository>;
