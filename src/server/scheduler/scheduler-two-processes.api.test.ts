import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mailOutbox, requests, scheduledJobs } from '#server/db/schema/index.js';
import { desk, uniqueEmail, visitor } from '#server/test/desk.js';
import { futureDates, loadReference } from '#server/test/requests-test-data.js';
import { startServerProcess, type ServerProcess } from '#server/test/server-process.js';
import { startSmtpSink, type SmtpSink } from '#server/test/smtp-sink.js';
import { staffMember } from '#server/test/staff.js';
import { createTestApp, freshPostgresUrl, type TestContext } from '#server/test/test-app.js';

// Two server processes on one PostgreSQL, each with its scheduler ticking every second, race for the same due
// jobs: every e-mail goes exactly once. The embedded database admits one process at a time: PostgreSQL only.

const onPostgres = Boolean(inject('pgTemplateUrl'));
const REQUESTS = 8;
let ctx: TestContext;
let sink: SmtpSink;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  sink = await startSmtpSink();
  const databaseUrl = await freshPostgresUrl();
  // The test's own app only prepares the requests: its scheduler and mail queue stay out of the race.
  ctx = await createTestApp({
    databaseUrl,
    env: { RATE_LIMIT_ALLOW: '127.0.0.1', SCHEDULER_TICK_SECONDS: '60', MAIL_RETRY_SECONDS: '3600' },
  });
  const env = { DATABASE_URL: databaseUrl, SMTP_URL: sink.url, SCHEDULER_TICK_SECONDS: '1', MAIL_RETRY_SECONDS: '1' };
  servers.push(...(await Promise.all([startServerProcess(env), startServerProcess(env)])));
}, 300_000);
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await ctx?.close();
  await sink?.close();
});

describe.skipIf(!onPostgres)('two server processes with one scheduler', () => {
  it('send each due e-mail exactly once', async () => {
    const agent = await staffMember(ctx, 'agent', 'Neema');
    const staff = desk(ctx, agent.headers);
    const sends = visitor(ctx, await loadReference(ctx.app), agent.headers);
    const ids: number[] = [];
    for (let n = 0; n < REQUESTS; n++) {
      const sent = await sends.booksTrip({ start_date: futureDates().high, email: uniqueEmail('race') });
      let version = (await staff.get(sent.uuid)).body.data.request.version;
      for (const status of ['in_progress', 'confirmed']) {
        const res = await staff.move(sent.uuid, { status, version });
        expect(res.statusCode).toBe(200);
        version = res.body.data.request.version;
      }
      const [row] = await ctx.database.db
        .select({ id: requests.id })
        .from(requests)
        .where(eq(requests.uuid, sent.uuid));
      ids.push(row!.id);
    }
    const { db } = ctx.database;
    // Everything planned falls due at once, while both processes tick.
    await db
      .update(scheduledJobs)
      .set({ runAt: sql`now() - interval '1 minute'` })
      .where(inArray(scheduledJobs.requestId, ids));

    const planned = () =>
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(scheduledJobs)
        .where(and(inArray(scheduledJobs.requestId, ids), eq(scheduledJobs.status, 'planned')));
    const pending = () =>
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(mailOutbox)
        .where(and(inArray(mailOutbox.requestId, ids), eq(mailOutbox.status, 'pending')));
    const deadline = Date.now() + 60_000;
    while ((await planned())[0]!.n > 0 || (await pending())[0]!.n > 0) {
      if (Date.now() > deadline) throw new Error(`jobs still planned:\n${servers.map((s) => s.output()).join('\n')}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }

    const jobs = await db
      .select({ kind: scheduledJobs.kind, status: scheduledJobs.status })
      .from(scheduledJobs)
      .where(inArray(scheduledJobs.requestId, ids));
    // Per request: two reminders before the due dates, the details, the pre-departure; the overdue ones are skipped
    // (nothing is overdue yet).
    expect(jobs.filter((j) => j.status === 'done')).toHaveLength(4 * REQUESTS);
    expect(jobs.filter((j) => j.status === 'skipped')).toHaveLength(2 * REQUESTS);
    const kinds = ['payment-reminder', 'traveller-details-request', 'pre-departure'];
    const outbox = await db
      .select({ requestId: mailOutbox.requestId, kind: mailOutbox.kind, status: mailOutbox.status })
      .from(mailOutbox)
      .where(and(inArray(mailOutbox.requestId, ids), inArray(mailOutbox.kind, kinds)));
    for (const id of ids) {
      const mine = outbox.filter((m) => m.requestId === id).map((m) => m.kind);
      expect(mine.sort()).toEqual([
        'payment-reminder',
        'payment-reminder',
        'pre-departure',
        'traveller-details-request',
      ]);
    }
    expect(outbox.every((m) => m.status === 'sent')).toBe(true);
    const delivered = sink.messages.filter((m) =>
      /Payment reminder|travellers' details|One week to go/.test(m.subject),
    );
    expect(delivered).toHaveLength(4 * REQUESTS);
  }, 300_000);
});
