import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '#server/db/schema/index.js';
import { startSmtpSink, type SmtpSink } from '#server/test/smtp-sink.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';
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
    // A port that accepts nothing: bind it, then close it again.
    const probe: Server = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as { port: number }).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    const ctx = await app({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_TIMEOUT_MS: '500' });
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

  it('stores the mail with the caller’s transaction: a rolled-back request leaves no mail behind', async () => {
    const ctx = await app();
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await ctx.app.mail.queue(welcome('amina@example.com'), tx);
        throw new Error('the booking failed');
      }),
    ).rejects.toThrow('the booking failed');
    ctx.app.mail.deliverSoon();
    await ctx.app.mail.flush();
    expect(await rows(ctx)).toEqual([]);
  });
});
