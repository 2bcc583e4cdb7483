import { and, asc, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskRequest } from '#domain/api/requests-desk.js';
import type { ScheduledEntry, ScheduledJobListEntry } from '#domain/api/scheduled.js';
import { addDays, todayInDarEsSalaam } from '#domain/dates/calendar-date.js';
import { buildApp } from '#server/app.js';
import { mailOutbox, requests, staffAudit } from '#server/db/schema/index.js';
import { createPaymentsRepository } from '#server/repositories/payments-repository.js';
import { desk, uniqueEmail, visitor, type Desk, type Visitor } from '#server/test/desk.js';
import { call } from '#server/test/http.js';
import { futureDates, loadReference } from '#server/test/requests-test-data.js';
import { staffMember, type SignedInStaff } from '#server/test/staff.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';
import { MAX_JOB_ATTEMPTS } from './scheduler.js';
import { TRIP_JOBS } from './trip-jobs.js';

// The scheduler through the real app: a confirmed request's plan, re-planned by payments and a cancellation, run by
// ticks as the test's clock moves, skipped, failed and retried, run once after a restart, and trips completed.

let ctx: TestContext;
let staff: Desk;
let owner: SignedInStaff;
let sends: Visitor;
let now = new Date();
/** requests whose traveller-details job fails (an injected job, as a broken mail template would) */
const failing = new Set<number>();

beforeAll(async () => {
  ctx = await createTestApp({
    env: { RATE_LIMIT_ALLOW: '127.0.0.1' },
    clock: () => now,
    jobHandlers: {
      traveller_details: async (job, jobCtx) => {
        if (failing.has(job.requestId)) throw new Error('template exploded');
        return TRIP_JOBS.traveller_details(job, jobCtx);
      },
    },
  });
  const agent = await staffMember(ctx, 'agent', 'Neema');
  owner = await staffMember(ctx, 'owner', 'Baraka');
  staff = desk(ctx, agent.headers);
  sends = visitor(ctx, await loadReference(ctx.app), agent.headers);
});
afterAll(() => ctx.close());

const at = (day: string) => `${day}T06:00:00.000Z`;
const tick = () => ctx.app.scheduler.tick();

/** A trip booked for `startDate` and confirmed by an agent today (the test's clock). */
async function confirmedTrip(startDate = futureDates().high, locale?: string): Promise<{ uuid: string; id: number }> {
  now = new Date();
  const sent = await sends.booksTrip({
    start_date: startDate,
    email: uniqueEmail('lena'),
    ...(locale ? { locale } : {}),
  });
  let request = (await staff.get(sent.uuid)).body.data.request;
  for (const status of ['in_progress', 'confirmed']) {
    const res = await staff.move(sent.uuid, { status, version: request.version });
    expect(res.statusCode).toBe(200);
    request = res.body.data.request;
  }
  const [row] = await ctx.database.db.select({ id: requests.id }).from(requests).where(eq(requests.uuid, sent.uuid));
  return { uuid: sent.uuid, id: row!.id };
}

const plan = async (uuid: string): Promise<DeskRequest['scheduled']> =>
  (await staff.get(uuid)).body.data.request.scheduled;

const byKey = (entries: ScheduledEntry[]) =>
  Object.fromEntries(entries.map((e) => [`${e.kind}/${e.run_at}`, e.status]));

const mailsOf = (requestId: number, kind?: string) =>
  ctx.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.requestId, requestId), kind ? eq(mailOutbox.kind, kind) : undefined))
    .orderBy(asc(mailOutbox.id));

describe('the plan of a confirmed request', () => {
  it('plans each e-mail at 09:00 EAT: deposit and balance reminders before and after, details, pre-departure', async () => {
    const start = futureDates().high;
    const { uuid } = await confirmedTrip(start);
    const confirmedOn = todayInDarEsSalaam(now);
    const depositDue = addDays(confirmedOn, 7);
    const balanceDue = addDays(start, -60);
    expect(byKey(await plan(uuid))).toEqual({
      [`deposit_reminder/${at(addDays(depositDue, -3))}`]: 'planned',
      [`deposit_reminder/${at(addDays(depositDue, 1))}`]: 'planned',
      [`balance_reminder/${at(addDays(balanceDue, -3))}`]: 'planned',
      [`balance_reminder/${at(addDays(balanceDue, 1))}`]: 'planned',
      [`traveller_details/${at(addDays(start, -42))}`]: 'planned',
      [`pre_departure/${at(addDays(start, -7))}`]: 'planned',
    });
    const entries = await plan(uuid);
    expect(entries.map((e) => e.run_at)).toEqual([...entries.map((e) => e.run_at)].sort());
  });

  it('sends the deposit reminder once at its time, none for a paid instalment, and keeps done rows on re-planning', async () => {
    const { uuid, id } = await confirmedTrip();
    const depositDue = addDays(todayInDarEsSalaam(now), 7);
    now = new Date(at(addDays(depositDue, -3)));
    await tick();
    await tick();
    const reminders = await mailsOf(id, 'payment-reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toContain('Payment reminder');
    expect(reminders[0]!.textBody).toMatch(/\/requests\/TZ-[A-Z0-9]{6}\?key=/);

    const request = (await staff.get(uuid)).body.data.request;
    const deposit = request.payments!.schedule[0]!;
    const paid = await call(ctx.app, {
      method: 'POST',
      url: `/api/admin/requests/${uuid}/payments`,
      headers: staff.headers,
      payload: {
        kind: 'payment',
        method: 'bank_transfer',
        amount: deposit.amount,
        currency: 'USD',
        received_on: todayInDarEsSalaam(now),
        reference: 'BANK-1',
      },
    });
    expect(paid.statusCode).toBe(201);
    const after = await plan(uuid);
    const deposits = after.filter((e) => e.kind === 'deposit_reminder').map((e) => e.status);
    expect(deposits).toEqual(['done', 'skipped']);
    expect(after.filter((e) => e.kind === 'balance_reminder').map((e) => e.status)).toEqual(['planned', 'planned']);
    expect(after).toHaveLength(6);

    now = new Date(at(addDays(depositDue, 2)));
    await tick();
    expect(await mailsOf(id, 'payment-overdue-reminder')).toHaveLength(0);
  });

  it('plans the same when the tourist accepts a quote online', async () => {
    now = new Date();
    const sent = await sends.sendsInquiry({ email: uniqueEmail('amina') });
    const request = (await staff.get(sent.uuid)).body.data.request;
    const quoted = await call(ctx.app, {
      method: 'POST',
      url: `/api/admin/requests/${sent.uuid}/quotes`,
      headers: staff.headers,
      payload: {
        version: request.version,
        valid_until: addDays(todayInDarEsSalaam(now), 14),
        lines: [{ kind: 'accommodation', description: 'Tented camp', quantity: 4, unit_price: 650 }],
      },
    });
    expect(quoted.statusCode).toBe(201);
    const [mail] = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, request.customer.email), eq(mailOutbox.kind, 'request-quote')));
    const key = decodeURIComponent(/\?key=([^\s"<&]+)/.exec(mail!.textBody)![1]!);
    const accepted = await call(ctx.app, {
      method: 'POST',
      url: `/api/requests/${sent.reference}/quotes/1/accept?key=${encodeURIComponent(key)}`,
      payload: { accept_terms: true },
    });
    expect(accepted.statusCode).toBe(200);
    const kinds = (await plan(sent.uuid)).filter((e) => e.status === 'planned').map((e) => e.kind);
    expect(kinds).toContain('deposit_reminder');
    expect(kinds.filter((k) => k === 'deposit_reminder')).toHaveLength(2);
    if (request.start_date) expect(kinds).toContain('pre_departure');
  });

  it('re-checks its reason when it runs: a deposit paid without a re-plan is not reminded of', async () => {
    const { uuid, id } = await confirmedTrip(addDays(futureDates().high, 3));
    const deposit = (await staff.get(uuid)).body.data.request.payments!.schedule[0]!;
    // Straight into the ledger, as a payment recorded by a process that never re-planned.
    await createPaymentsRepository(ctx.database.db).record({
      requestId: id,
      kind: 'payment',
      method: 'cash',
      amount: deposit.amount,
      currency: 'USD',
      amountUsd: deposit.amount,
      reference: 'CASH-1',
      receivedOn: todayInDarEsSalaam(now),
      staffId: null,
    });
    now = new Date(at(addDays(deposit.due_date!, -3)));
    await tick();
    const reminders = (await plan(uuid)).filter((e) => e.kind === 'deposit_reminder').map((e) => e.status);
    expect(reminders).toEqual(['skipped', 'planned']);
    expect(await mailsOf(id, 'payment-reminder')).toHaveLength(0);
  });

  it('skips the whole plan when the request is cancelled, and a job re-checks the request when it runs', async () => {
    const { uuid, id } = await confirmedTrip();
    const request = (await staff.get(uuid)).body.data.request;
    const res = await staff.move(uuid, { status: 'cancelled', version: request.version });
    expect(res.statusCode).toBe(200);
    expect(new Set((await plan(uuid)).map((e) => e.status))).toEqual(new Set(['skipped']));
    now = new Date(at(addDays(futureDates().high, -1)));
    await tick();
    expect((await mailsOf(id)).filter((m) => /reminder|traveller|departure/.test(m.kind))).toHaveLength(0);
  });

  it('lets an agent skip one e-mail (audited); it never goes, and re-planning keeps it skipped', async () => {
    const { uuid, id } = await confirmedTrip(futureDates().low);
    const details = (await plan(uuid)).find((e) => e.kind === 'traveller_details')!;
    const res = await call<{ entry: ScheduledEntry }>(ctx.app, {
      method: 'POST',
      url: `/api/admin/scheduled/${details.uuid}/skip`,
      headers: staff.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.entry).toMatchObject({ uuid: details.uuid, kind: 'traveller_details', status: 'skipped' });
    const audit = await ctx.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.target, `scheduled:${details.uuid}`));
    expect(audit.map((a) => a.action)).toEqual(['scheduled.skip']);

    now = new Date(at(addDays(futureDates().low, -42)));
    await tick();
    expect(await mailsOf(id, 'traveller-details-request')).toHaveLength(0);
    expect((await plan(uuid)).find((e) => e.uuid === details.uuid)?.status).toBe('skipped');

    const unknown = await call(ctx.app, {
      method: 'POST',
      url: '/api/admin/scheduled/not-a-uuid/skip',
      headers: staff.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('retries a failing job with back-off, gives it up as failed, and an owner sees it and retries it once', async () => {
    const start = addDays(futureDates().low, 20);
    const { uuid, id } = await confirmedTrip(start);
    failing.add(id);
    const detailsAt = new Date(at(addDays(start, -42)));
    now = detailsAt;
    await tick();
    const once = (await plan(uuid)).find((e) => e.kind === 'traveller_details')!;
    // Tried again a minute later, still planned.
    expect(once).toMatchObject({ status: 'planned', run_at: new Date(detailsAt.getTime() + 60_000).toISOString() });
    now = new Date(detailsAt.getTime() + 30_000);
    await tick();
    expect((await plan(uuid)).find((e) => e.kind === 'traveller_details')?.run_at).toBe(once.run_at);
    now = new Date(detailsAt.getTime() + 60_000);
    for (let attempt = 2; attempt <= MAX_JOB_ATTEMPTS; attempt++) {
      await tick();
      now = new Date(now.getTime() + 7 * 3600_000);
    }
    const details = (await plan(uuid)).find((e) => e.kind === 'traveller_details')!;
    expect(details.status).toBe('failed');
    expect(await mailsOf(id, 'traveller-details-request')).toHaveLength(0);

    const list = await call<{ jobs: ScheduledJobListEntry[]; total: number }>(ctx.app, {
      url: '/api/admin/scheduled?status=failed',
      headers: owner.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.body.data.jobs.find((j) => j.uuid === details.uuid)).toMatchObject({
      request_uuid: uuid,
      attempts: MAX_JOB_ATTEMPTS,
      last_error: 'template exploded',
    });
    const agentTries = await call(ctx.app, { url: '/api/admin/scheduled?status=failed', headers: staff.headers });
    expect(agentTries.statusCode).toBe(403);

    failing.delete(id);
    const retried = await call<{ entry: ScheduledEntry }>(ctx.app, {
      method: 'POST',
      url: `/api/admin/scheduled/${details.uuid}/retry`,
      headers: owner.headers,
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.body.data.entry.status).toBe('planned');
    await tick();
    await tick();
    expect(await mailsOf(id, 'traveller-details-request')).toHaveLength(1);
    expect((await plan(uuid)).find((e) => e.uuid === details.uuid)?.status).toBe('done');
    const again = await call(ctx.app, {
      method: 'POST',
      url: `/api/admin/scheduled/${details.uuid}/retry`,
      headers: owner.headers,
    });
    expect(again.statusCode).toBe(409);
  });

  it('completes a confirmed trip the day after it ends (by the system) and invites to a review at once', async () => {
    const start = addDays(futureDates().low, 40);
    const { uuid, id } = await confirmedTrip(start);
    const end = (await staff.get(uuid)).body.data.request.end_date ?? start;
    now = new Date(`${end}T20:00:00.000Z`); // 23:00 EAT on the last day: not yet over
    await tick();
    expect((await staff.get(uuid)).body.data.request.status).toBe('confirmed');
    now = new Date(`${addDays(end, 1)}T05:00:00.000Z`);
    await tick();
    const request = (await staff.get(uuid)).body.data.request;
    expect(request.status).toBe('completed');
    const move = request.timeline.find((e) => e.status?.to === 'completed');
    expect(move).toMatchObject({ actor: null, status: { from: 'confirmed', to: 'completed' } });
    expect(request.scheduled.find((e) => e.kind === 'review_invitation')?.status).toBe('done');
    await tick();
    expect(await mailsOf(id, 'review-invitation')).toHaveLength(1);
  });

  it('invites to a review at once when an agent completes a trip by hand, and only once', async () => {
    const { uuid, id } = await confirmedTrip(addDays(futureDates().low, 60));
    const request = (await staff.get(uuid)).body.data.request;
    expect((await staff.move(uuid, { status: 'completed', version: request.version })).statusCode).toBe(200);
    // A server ticks right after the move (`scheduler.soon`); the test's app ticks when told (the clock has not moved).
    await tick();
    const review = (await plan(uuid)).find((e) => e.kind === 'review_invitation');
    expect(review?.status).toBe('done');
    expect(await mailsOf(id, 'review-invitation')).toHaveLength(1);
    await tick();
    expect(await mailsOf(id, 'review-invitation')).toHaveLength(1);
  });
});

describe('a restart after a missed time', () => {
  it('sends the pre-departure message, with the final itinerary as a PDF in the request’s language, once', async () => {
    const start = addDays(futureDates().low, 80);
    const { uuid, id } = await confirmedTrip(start, 'de');
    await ctx.app.close();
    now = new Date(at(addDays(start, -5))); // two days late: no server was up at its time
    const app = await buildApp({ env: ctx.env, db: ctx.database.db, clock: () => now });
    await app.ready();
    try {
      await app.scheduler.tick();
      await app.scheduler.tick();
      const mails = await mailsOf(id, 'pre-departure');
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toContain('Noch eine Woche');
      const pdf = mails[0]!.attachments![0]!;
      expect(pdf.filename).toMatch(/itinerary-TZ-[A-Z0-9]{6}\.pdf$/);
      const doc = await getDocumentProxy(new Uint8Array(Buffer.from(pdf.base64, 'base64')));
      const { text } = await extractText(doc, { mergePages: true });
      expect(text).toContain('Reiseplan');
      expect(text).toContain('Packliste');
      expect(text).toContain(ctx.env.AGENCY_PHONE);
      const entries = (
        await call<{ request: DeskRequest }>(app, { url: `/api/admin/requests/${uuid}`, headers: staff.headers })
      ).body.data.request.scheduled;
      expect(entries.find((e) => e.kind === 'pre_departure')?.status).toBe('done');
    } finally {
      await app.close();
    }
  });
});
