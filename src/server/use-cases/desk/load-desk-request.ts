import type { DeskRequest, DeskRequestLine } from '#domain/api/requests-desk.js';
import { allowedMoves } from '#domain/requests/request-status.js';
import type { DbOrTx } from '#server/db/client.js';
import {
  createDeskRequestRepository,
  type DeskInquiryRecord,
  type DeskLineRecord,
  type DeskRequestRecord,
} from '#server/repositories/desk-request-repository.js';
import { todayInDarEsSalaam } from '#domain/dates/calendar-date.js';
import { createPaymentsRepository } from '#server/repositories/payments-repository.js';
import { createQuotesRepository } from '#server/repositories/quotes-repository.js';
import { moneyOf } from '#server/repositories/money-of.js';
import { quoteAnswer } from '#server/repositories/quote-answer.js';
import { requestMoney } from '#server/repositories/request-money.js';
import { createScheduledJobsRepository } from '#server/repositories/scheduled-jobs-repository.js';
import { scheduledEntry } from '#server/scheduler/scheduled-entry.js';
import type { Env } from '#server/config/env.js';
import { createTravellersRepository } from '#server/repositories/travellers-repository.js';
import {
  sealerFor,
  travellersComplete,
  travellersDetailsAnswer,
} from '#server/use-cases/travellers/travellers-answer.js';
import { deskRow } from './desk-rows.js';
import { timeline } from './desk-timeline.js';

/** A trip line priced from the budget: its total over its guests (the budget row is per person). */
function perPerson(line: DeskLineRecord): number | null {
  if (line.itemType !== 'trip' || line.totalPrice === null || line.guests < 1) return null;
  return Math.round((line.totalPrice / line.guests) * 100) / 100;
}

export function deskLine(line: DeskLineRecord, fallbackName: string): DeskRequestLine {
  return {
    line: line.line,
    item_type: line.itemType,
    item_uuid: line.itemUuid,
    item_name: line.itemName ?? fallbackName,
    start_date: line.startDate,
    end_date: line.endDate,
    guests: line.guests,
    service_class: line.serviceClass,
    season: line.season,
    tier: line.tier,
    per_person: perPerson(line),
    total_price: line.totalPrice,
  };
}

function inquiryPart(inquiry: DeskInquiryRecord | null): DeskRequest['inquiry'] {
  if (!inquiry) return null;
  return {
    trip_type: inquiry.tripType,
    service_class: inquiry.serviceClass,
    budget: inquiry.budget,
    destinations: inquiry.destinations,
    locations: inquiry.locations,
    source_page: inquiry.sourcePage,
  };
}

/** The visitor's own words: an inquiry's message, or the bookings' notes (a cart's, line by line). */
function visitorNote(lines: DeskLineRecord[], inquiry: DeskInquiryRecord | null): string | null {
  if (inquiry) return inquiry.message;
  const notes = [...new Set(lines.map((line) => line.note?.trim()).filter((note): note is string => !!note))];
  return notes.length > 0 ? notes.join('\n\n') : null;
}

export interface LoadedDeskRequest {
  request: DeskRequest;
  record: DeskRequestRecord;
  lines: DeskLineRecord[];
}

/**
 * Everything the request page shows, read in five statements whatever the size of the request.
 * `uuid` must be well formed; null when no request has it.
 */
export async function loadDeskRequest(
  db: DbOrTx,
  uuid: string,
  now = new Date(),
  /** where the traveller data key is: staff read passport numbers in full */
  config: Pick<Env, 'TRAVELLER_DATA_KEY' | 'DATA_DIR'>,
): Promise<LoadedDeskRequest | null> {
  const repo = createDeskRequestRepository(db);
  const record = await repo.find(uuid);
  if (!record) return null;
  // Sequential on purpose: inside a transaction the statements share one connection.
  const lines = await repo.lines(record.id);
  const inquiry = await repo.inquiry(record.id);
  const events = await repo.events(record.id);
  const mails = await repo.mails(record.id);
  const quotes = await createQuotesRepository(db).forRequest(record.id);
  const entries = await createPaymentsRepository(db).forRequest(record.id);
  const scheduled = await createScheduledJobsRepository(db).forRequest(record.id);
  const sent = travellersDetailsAnswer(
    await createTravellersRepository(db).forRequest(record.id),
    sealerFor(config),
    'staff',
  );
  const today = todayInDarEsSalaam(now);
  const row = deskRow(record, now);
  const request: DeskRequest = {
    ...row,
    version: record.version,
    quoted_price: record.quotedPrice,
    end_date: record.endDate,
    answered_at: record.answeredAt?.toISOString() ?? null,
    customer: {
      ...row.customer,
      first_name: record.firstName,
      last_name: record.lastName,
      gender: lines.find((line) => line.gender !== null)?.gender ?? null,
      has_account: record.hasAccount,
    },
    note: visitorNote(lines, inquiry),
    lines: lines.map((line) => deskLine(line, record.itemName)),
    inquiry: inquiryPart(inquiry),
    allowed_moves: [...allowedMoves(record.status)],
    timeline: timeline(record.receivedAt, events, mails),
    quotes: quotes.map((quote) => quoteAnswer(quote, today)),
    payments: requestMoney(moneyOf(record), entries, today),
    scheduled: scheduled.map(scheduledEntry),
    travellers: sent?.travellers ?? [],
    travel_details: sent
      ? {
          arrival: sent.arrival,
          emergency_contact: sent.emergency_contact,
          sent_at: sent.sent_at,
          erased_at: sent.erased_at,
        }
      : null,
    travellers_complete: travellersComplete(sent, record.guests),
  };
  return { request, record, lines };
}
