import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '#server/db/schema/index.js';
import { downSmtpUrl, startSmtpSink, type SmtpSink } from '#server/test/smtp-sink.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';
import { mailRetryDelaySeconds } from './mail-queue.js';
import { renderMail } from './templates/mail-layout.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function app(env: Record<string, string> = {}): Promise<TestContext> {
  const ctx = await createTestApp({ env });
  cleanups.push(() => ctx.close());
  return ctx;
}

const welcome = (to: string) => ({
  kind: 'test-note',
  to,
  subject: 'Your safari <plan>',
  ...renderMail({
    heading: 'Jambo!',
    paragraphs: ['We reply within 24 hours.'],
    details: [['Reference', 'TZ-7K3M9Q']],
  }),
});

const rows = (ctx: TestContext) => ctx.database.db.select().from(mailOutbox).orderBy(mailOutbox.id);

describe('mail queue', () => {
  it('without SMTP writes each message as an .eml file in the outbox folder and marks it sent', async () => {
    const ctx = await app();
    await ctx.app.mail.queue(welcome('amina@example.com'));
    await ctx.app.mail.flush();

    const files = readdirSync(join(ctx.env.DATA_DIR, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/test-note-\d+\.eml$/);
    const eml = readFileSync(join(ctx.env.DATA_DIR, 'outbox', files[0]!), 'utf8');
    expect(eml).toContain('To: amina@example.com');
    expect(eml).toContain('Reference: TZ-7K3M9Q');
    expect(eml).toContain('Subject: Your safari <plan>');
    expect((await rows(ctx))[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('sends over real SMTP with the configured sender, text and escaped HTML', async () => {
    const sink: SmtpSink = await startSmtpSink();
    cleanups.push(() => sink.close());
    const ctx = await app({ SMTP_URL: sink.url, MAIL_FROM: 'Kilele Safaris <hello@kilele.example>' });

    await ctx.app.mail.queue(welcome('amina@example.com'));
    const mail = await sink.waitFor((m) => m.to.includes('amina@example.com'));
    expect(mail.from).toContain('hello@kilele.example');
    expect(mail.subject).toBe('Your safari <plan>');
    expect(mail.text).toContain('We reply within 24 hours.');
    expect(mail.html).toContain('<h1');
    expect(mail.html).not.toContain('<plan>');
  });

  it('keeps a message pending while SMTP is down and delivers it once the server is back', async () => {
    const { url, port } = await downSmtpUrl();
    const ctx = await app({ SMTP_URL: url, MAIL_TIMEOUT_MS: '500' });
    await ctx.app.mail.queue(welcome('juma@example.com'));
    await ctx.app.mail.flush();

    const [row] = await rows(ctx);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toBeTruthy();
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    // The mail server comes back on the same port and the retry falls due: it is delivered exactly once,
    // even when two delivery passes run at the same time.
    const sink = await startSmtpSink(port);
    cleanups.push(() => sink.close());
    await ctx.database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(mailOutbox.id, row!.id));
    await Promise.all([ctx.app.mail.flush(), ctx.app.mail.flush()]);
    expect((await rows(ctx))[0]).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(sink.messages.map((m) => m.to)).toEqual([['juma@example.com']]);
  });

  it('after a second failed delivery waits exactly the backoff for two failures', async () => {
    const ctx = await app({ SMTP_URL: (await downSmtpUrl()).url, MAIL_TIMEOUT_MS: '500' });
    await ctx.app.mail.queue(welcome('juma@example.com'));
    await ctx.app.mail.flush();
    const [first] = await rows(ctx);
    await ctx.database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(mailOutbox.id, first!.id));

    const before = Date.now();
    await ctx.app.mail.flush();
    const after = Date.now();
    const [row] = await rows(ctx);
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    const delay = mailRetryDelaySeconds(2) * 1000;
    // Scheduled from the moment the attempt failed, which lies between the two clock readings.
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + delay - 1000);
    expect(row!.nextAttemptAt.getTime()).toBeLessThanOrEqual(after + delay + 1000);
  });

  it('stores the mail with the transaction: a rolled-back request leaves no mail behind', async () => {
    const ctx = await app();
    await expect(
      ctx.app.mail.inTransaction(async (_tx, queue) => {
        await queue(welcome('amina@example.com'));
        throw new Error('the booking failed');
      }),
    ).rejects.toThrow('the booking failed');
    await ctx.app.mail.flush();
    expect(await rows(ctx)).toEqual([]);
  });

  it('delivers what a transaction queued once it has committed, without being asked', async () => {
    const sink = await startSmtpSink();
    cleanups.push(() => sink.close());
    const ctx = await app({ SMTP_URL: sink.url });
    await ctx.app.mail.inTransaction((_tx, queue) => queue(welcome('neema@example.com')));
    expect((await sink.waitFor((m) => m.to.includes('neema@example.com'))).subject).toBe('Your safari <plan>');
  });

  it('runs work after the answer without the caller waiting; flush waits for it, a failure rolls back', async () => {
    const ctx = await app();
    let ran = false;
    ctx.app.mail.afterAnswer(async (_tx, queue) => {
      ran = true;
      await queue(welcome('later@example.com'));
    });
    // Not started yet: it waits for the answer to be on its way.
    expect(ran).toBe(false);
    ctx.app.mail.afterAnswer(async (_tx, queue) => {
      await queue(welcome('never@example.com'));
      throw new Error('the work failed');
    });
    await ctx.app.mail.flush();
    expect((await rows(ctx)).map((row) => [row.toAddress, row.status])).toEqual([['later@example.com', 'sent']]);
  });
});
