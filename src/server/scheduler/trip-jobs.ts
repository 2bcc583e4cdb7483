import { todayInDarEsSalaam } from '#domain/dates/calendar-date.js';
import type { OutgoingMail } from '#server/mail/mail-queue.js';
import { createDeskRequestRepository, type DeskRequestRecord } from '#server/repositories/desk-request-repository.js';
import { createDeskWritesRepository } from '#server/repositories/desk-writes-repository.js';
import { moneyOf } from '#server/repositories/money-of.js';
import { createPaymentsRepository } from '#server/repositories/payments-repository.js';
import { createQuotesRepository } from '#server/repositories/quotes-repository.js';
import { requestMoney } from '#server/repositories/request-money.js';
import { createRequestsRepository } from '#server/repositories/requests-repository.js';
import { requestUuidOf, type ScheduledJobRow } from '#server/repositories/scheduled-jobs-repository.js';
import { toSentCurrency } from '#server/repositories/sent-in-columns.js';
import {
  paymentReminderMail,
  preDepartureMail,
  travellerDetailsMail,
  type TripMailBase,
} from '#server/mail/templates/trip-mails.js';
import { agencyDetailsFromEnv } from '#server/pdf/agency-details.js';
import { pdfAttachment } from '#server/pdf/pdf-parts.js';
import { preDeparturePdf } from '#server/pdf/pre-departure-pdf.js';
import { customerName } from '#server/use-cases/desk/desk-rows.js';
import { inviteToReview } from '#server/use-cases/reviews/invite-to-review.js';
import type { JobContext, JobHandler, JobHandlers, JobOutcome } from './scheduler.js';

// What each scheduled job does when it runs. Each checks again that its reason still holds (the instalment is
// unpaid, the trip not cancelled) and is skipped otherwise; its mails go to the outbox in the job's transaction.

async function requestOf(job: ScheduledJobRow, { tx }: JobContext): Promise<DeskRequestRecord | null> {
  const uuid = await requestUuidOf(tx, job.requestId);
  // Not locked: a change to the request waits for this job's row instead (one lock order, no deadlock).
  return uuid ? createDeskRequestRepository(tx).find(uuid) : null;
}

async function mailBase(request: DeskRequestRecord, ctx: JobContext): Promise<TripMailBase> {
  return {
    to: request.email,
    firstName: request.firstName,
    reference: request.reference,
    trackingUrl: await createRequestsRepository(ctx.tx).issueTrackingLink(request, ctx.config.PUBLIC_URL),
    locale: request.locale,
    agencyEmail: ctx.config.AGENCY_EMAIL,
  };
}

/** Queues the mail and notes it on the request's timeline (staff only), with its delivery state. */
async function send(request: DeskRequestRecord, ctx: JobContext, mail: OutgoingMail, note: string) {
  const [mailId] = await ctx.queue({ ...mail, requestId: request.id });
  await createDeskWritesRepository(ctx.tx).addEvent({
    requestId: request.id,
    kind: 'note',
    staffId: null,
    text: note,
    visibleToTourist: false,
    mailId: mailId ?? null,
  });
}

const paymentReminder =
  (instalmentKinds: readonly string[]): JobHandler =>
  async (job, ctx): Promise<JobOutcome> => {
    const request = await requestOf(job, ctx);
    if (!request || request.status !== 'confirmed') return 'skipped';
    const entries = await createPaymentsRepository(ctx.tx).forRequest(request.id);
    const money = requestMoney(moneyOf(request), entries, todayInDarEsSalaam(ctx.now));
    const instalment = money?.schedule.find((i) => instalmentKinds.includes(i.kind) && i.status !== 'paid');
    if (!instalment) return 'skipped';
    const overdue = job.slot === 'overdue';
    if (overdue && instalment.status !== 'overdue') return 'skipped';
    const mail = paymentReminderMail({
      ...(await mailBase(request, ctx)),
      instalment: {
        kind: instalment.kind,
        amount: instalment.amount,
        dueDate: instalment.due_date,
        status: instalment.status,
        outstanding: instalment.outstanding,
      },
      overdue,
      sent: toSentCurrency(request),
    });
    await send(request, ctx, mail, `${overdue ? 'Overdue' : 'Payment'} reminder sent by the scheduler.`);
    return 'done';
  };

const travellerDetails: JobHandler = async (job, ctx) => {
  const request = await requestOf(job, ctx);
  if (!request || request.status !== 'confirmed' || request.startDate === null) return 'skipped';
  if (request.startDate <= todayInDarEsSalaam(ctx.now)) return 'skipped';
  const mail = travellerDetailsMail({ ...(await mailBase(request, ctx)), startDate: request.startDate });
  await send(request, ctx, mail, "Request for the travellers' details sent by the scheduler.");
  return 'done';
};

const preDeparture: JobHandler = async (job, ctx) => {
  const request = await requestOf(job, ctx);
  if (!request || request.status !== 'confirmed' || request.startDate === null) return 'skipped';
  if (request.startDate < todayInDarEsSalaam(ctx.now)) return 'skipped';
  const { agency } = agencyDetailsFromEnv(ctx.config);
  const pdf = await preDeparturePdf({
    reference: request.reference,
    issuedOn: todayInDarEsSalaam(ctx.now),
    customerName: customerName(request),
    itemName: request.itemName,
    startDate: request.startDate,
    endDate: request.endDate,
    guests: request.guests,
    itinerary: await finalItinerary(request, ctx),
    agency,
    locale: request.locale,
  });
  const mail = preDepartureMail({
    ...(await mailBase(request, ctx)),
    startDate: request.startDate,
    agencyPhone: agency.phone,
  });
  const attachments = [pdfAttachment(`itinerary-${request.reference}`, pdf)];
  await send(
    request,
    ctx,
    { ...mail, attachments },
    'Pre-departure message with the final itinerary sent by the scheduler.',
  );
  return 'done';
};

/** The accepted quote's days, else the booked trips' days. */
async function finalItinerary(request: DeskRequestRecord, { tx }: JobContext) {
  const quote = await createQuotesRepository(tx).accepted(request.id);
  if (quote && quote.itinerary.length > 0) {
    return quote.itinerary.map((d) => ({ day: d.dayNumber, title: d.title, description: d.description }));
  }
  const lines = await createDeskRequestRepository(tx).lines(request.id);
  const tripIds = lines.map((line) => line.tripId).filter((id): id is number => id !== null);
  const days = await createDeskWritesRepository(tx).itineraries(tripIds);
  return tripIds.flatMap((id) => days.get(id) ?? []);
}

const reviewInvitation: JobHandler = async (job, ctx) => {
  const request = await requestOf(job, ctx);
  if (!request || request.status !== 'completed') return 'skipped';
  await inviteToReview(request.id, ctx);
  return 'done';
};

/** The product's jobs by kind. */
export const TRIP_JOBS: JobHandlers = {
  deposit_reminder: paymentReminder(['deposit', 'full']),
  balance_reminder: paymentReminder(['balance']),
  traveller_details: travellerDetails,
  pre_departure: preDeparture,
  review_invitation: reviewInvitation,
};
