import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, newsletterSubscribers } from '#server/db/schema/index.js';
import { call } from '#server/test/http.js';
import type { ReceivedMail } from '#server/test/smtp-sink.js';
import { createSmtpTestApp, type SmtpTestContext } from '#server/test/test-app.js';

const PUBLIC_URL = 'https://safaris.kilele.example';

let ctx: SmtpTestContext;
beforeAll(async () => {
  ctx = await createSmtpTestApp({ PUBLIC_URL, RATE_LIMIT_ALLOW: '127.0.0.1' });
});
afterAll(() => ctx.close());

const subscribe = (email: string) =>
  call(ctx.app, { method: 'POST', url: '/api/subscribe', payload: { email, source_page: '/safaris' } });
const welcomeRows = (email: string) =>
  ctx.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .then((rows) => rows.filter((row) => row.kind === 'newsletter-welcome'));
const subscriber = async (email: string) =>
  (await ctx.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0]!;
const received = (email: string) => ctx.sink.waitFor((mail) => mail.to.includes(email));

/** The https address in `List-Unsubscribe: <…>`, as a mail program reads it. */
const oneClickUrl = (mail: ReceivedMail) => /^<(https:\/\/[^>]+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1];

describe('the newsletter welcome mail', () => {
  it('welcomes a new subscriber over SMTP with a visible unsubscribe link and the one-click headers', async () => {
    expect((await subscribe('Neema@Example.com')).statusCode).toBe(201);
    const { unsubscribeToken: token } = await subscriber('neema@example.com');
    const [row] = await welcomeRows('neema@example.com');
    expect(row?.headers).toEqual({
      'List-Unsubscribe': `<${PUBLIC_URL}/api/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    const mail = await received('neema@example.com');
    expect(mail.subject).toBe('Welcome to the Kilele Safaris newsletter');
    expect(mail.headers['list-unsubscribe']).toBe(`<${PUBLIC_URL}/api/unsubscribe?token=${token}>`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers['list-unsubscribe']).not.toMatch(/mailto:/);
    const page = `${PUBLIC_URL}/unsubscribe?token=${token}`;
    expect(mail.text).toContain(`Unsubscribe: ${page}`);
    expect(mail.html).toContain(`href="${page}"`);
  });

  it("unsubscribes with a POST of the header's URL and the RFC 8058 body, without signing in", async () => {
    const mail = await received('neema@example.com');
    const url = new URL(oneClickUrl(mail)!);
    expect(url.origin + url.pathname).toBe(`${PUBLIC_URL}/api/unsubscribe`);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect((await subscriber('neema@example.com')).unsubscribedAt).toBeInstanceOf(Date);
  });

  it('welcomes a returning subscriber again, and never an active one twice', async () => {
    expect((await subscribe('neema@example.com')).statusCode).toBe(200);
    expect((await subscriber('neema@example.com')).unsubscribedAt).toBeNull();
    expect(await welcomeRows('neema@example.com')).toHaveLength(2);

    expect((await subscribe('neema@example.com')).statusCode).toBe(200);
    expect((await subscribe('NEEMA@example.com')).statusCode).toBe(200);
    expect(await welcomeRows('neema@example.com')).toHaveLength(2);
    await ctx.app.mail.flush();
    expect(ctx.sink.messages.filter((m) => m.to.includes('neema@example.com'))).toHaveLength(2);
  });

  it('sends one welcome when the same new address arrives twice at once', async () => {
    const answers = await Promise.all([subscribe('twice@example.com'), subscribe('twice@example.com')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    expect(await welcomeRows('twice@example.com')).toHaveLength(1);
  });

  it('queues no mail for a refused address', async () => {
    expect((await subscribe('nobody@')).statusCode).toBe(422);
    expect(await welcomeRows('nobody@')).toHaveLength(0);
  });
});
