import { addDays } from '../dates/calendar-date.js';
import type { InstalmentKind, InstalmentStatus } from '../payments/ledger.js';
import type { RequestStatus } from '../requests/request-status.js';

/**
 * What the scheduler sends about a confirmed trip, and when (docs/decisions/035-one-scheduler-in-the-database.md).
 * One pure function: the server stores its answer as jobs (one row per request, kind and slot) and re-plans with
 * it whenever the request's status, dates or payments change.
 */
export const SCHEDULED_KINDS = [
  'deposit_reminder',
  'balance_reminder',
  'traveller_details',
  'pre_departure',
  'review_invitation',
] as const;
export type ScheduledKind = (typeof SCHEDULED_KINDS)[number];

export const SCHEDULED_STATUSES = ['planned', 'done', 'skipped', 'failed'] as const;
export type ScheduledStatus = (typeof SCHEDULED_STATUSES)[number];

/** A reminder this many days before an instalment falls due … */
export const REMINDER_DAYS_BEFORE_DUE = 3;
/** … and one the day after it, if still unpaid. */
export const OVERDUE_REMINDER_DAYS_AFTER_DUE = 1;
/** The travellers' names and passports are asked for six weeks before departure. */
export const TRAVELLER_DETAILS_DAYS_BEFORE = 42;
/** The final itinerary, the contacts and what to pack go a week before departure. */
export const PRE_DEPARTURE_DAYS_BEFORE = 7;
/** Mails of a day go at 09:00 in Dar es Salaam (06:00 UTC: East Africa Time has no summer time). */
export const SEND_HOUR_UTC = 6;

/** The moment a day's mails go: 09:00 EAT on that day. */
export const sendMomentOn = (day: string): Date => new Date(`${day}T0${SEND_HOUR_UTC}:00:00.000Z`);

export interface PlannedJob {
  kind: ScheduledKind;
  /** tells apart two jobs of one kind: `before` and `overdue` for reminders, `main` otherwise */
  slot: string;
  runAt: Date;
}

export interface TripPlanInput {
  status: RequestStatus;
  /** YYYY-MM-DD, null when the request has no travel date yet */
  startDate: string | null;
  /** the schedule's instalments as they stand; a `full` payment is reminded as the deposit */
  instalments: readonly { kind: InstalmentKind; dueDate: string | null; status: InstalmentStatus }[];
  /** when the request was completed (its review invitation goes then); null while not completed */
  completedAt: Date | null;
}

const reminderKind = (kind: InstalmentKind): ScheduledKind =>
  kind === 'balance' ? 'balance_reminder' : 'deposit_reminder';

/**
 * The jobs a request should have now. A confirmed request: a reminder a few days before each unpaid instalment
 * falls due and one the day after (none for a paid one), the travellers' details six weeks before departure and the
 * pre-departure mail a week before (none without a start date). A completed one: the review invitation. Anything
 * else (cancelled, back in progress): nothing. A time already past stays in: the job runs at the next tick.
 */
export function tripPlan(input: TripPlanInput): PlannedJob[] {
  if (input.status === 'completed') {
    return input.completedAt ? [{ kind: 'review_invitation', slot: 'main', runAt: input.completedAt }] : [];
  }
  if (input.status !== 'confirmed') return [];
  const jobs: PlannedJob[] = [];
  for (const instalment of input.instalments) {
    if (instalment.status === 'paid' || instalment.dueDate === null) continue;
    const kind = reminderKind(instalment.kind);
    jobs.push({ kind, slot: 'before', runAt: sendMomentOn(addDays(instalment.dueDate, -REMINDER_DAYS_BEFORE_DUE)) });
    jobs.push({
      kind,
      slot: 'overdue',
      runAt: sendMomentOn(addDays(instalment.dueDate, OVERDUE_REMINDER_DAYS_AFTER_DUE)),
    });
  }
  if (input.startDate !== null) {
    jobs.push({
      kind: 'traveller_details',
      slot: 'main',
      runAt: sendMomentOn(addDays(input.startDate, -TRAVELLER_DETAILS_DAYS_BEFORE)),
    });
    jobs.push({
      kind: 'pre_departure',
      slot: 'main',
      runAt: sendMomentOn(addDays(input.startDate, -PRE_DEPARTURE_DAYS_BEFORE)),
    });
  }
  return jobs;
}

/** The day a confirmed trip ends: its end date, else its start plus its days (the last day), else null. */
export function tripEndDay(startDate: string | null, endDate: string | null, tripDays: number | null): string | null {
  if (endDate !== null) return endDate;
  if (startDate === null) return null;
  return addDays(startDate, Math.max(1, tripDays ?? 1) - 1);
}

/** A confirmed trip is completed on the day after it ends (the agency's calendar). */
export const isTripOver = (endDay: string | null, today: string): boolean => endDay !== null && today > endDay;
