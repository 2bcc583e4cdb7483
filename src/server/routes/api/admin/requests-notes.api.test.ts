import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_BODY_MESSAGE, NOTE_TEXT_MESSAGE, REQUEST_NOT_FOUND_MESSAGE } from '#domain/schemas/messages.js';
import { mailOutbox, staffAudit } from '#server/db/schema/index.js';
import { deskTestApp, type Desk, type Visitor } from '#server/test/desk.js';
import type { TestContext } from '#server/test/test-app.js';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
let ctx: TestContext;
let staff: Desk;
let sends: Visitor;

beforeAll(async () => ({ ctx, staff, sends } = await deskTestApp()));
afterAll(() => ctx.close());

const auditOf = (uuid: string, action: string) =>
  ctx.database.db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.action, action), eq(staffAudit.target, `request:${uuid}`)))
    .orderBy(staffAudit.id);

describe('POST /api/admin/requests/{uuid}/notes', () => {
  it('adds an internal note, never visible to the tourist, without changing the version', async () => {
    const { uuid } = await sends.booksTrip();
    const res = await staff.note(uuid, '  Prefers a tented camp  ');
    expect(res.statusCode).toBe(201);
    expect(res.body.message).toBe('Note added successfully');
    expect(res.body.data.entry).toEqual({
      at: expect.any(String),
      kind: 'note',
      actor: 'Neema',
      text: 'Prefers a tented camp',
      visible_to_tourist: false,
    });
    const request = (await staff.get(uuid)).body.data.request;
    expect(request.version).toBe(1);
    expect(request.timeline.at(-1)).toEqual(res.body.data.entry);
    expect(Date.parse(request.updated_at)).toBeGreaterThan(Date.parse(request.received_at));
    expect(await auditOf(uuid, 'request.note')).toMatchObject([{ after: { text: 'Prefers a tented camp' } }]);
  });

  it('refuses an empty or too long note, and an unknown request', async () => {
    const { uuid } = await sends.booksTrip();
    for (const text of ['', '   ', 'x'.repeat(5001)]) {
      const res = await staff.note(uuid, text);
      expect(res.statusCode).toBe(422);
      expect(res.body.errors).toEqual({ text: [NOTE_TEXT_MESSAGE] });
    }
    expect((await staff.get(uuid)).body.data.request.timeline.some((e) => e.kind === 'note')).toBe(false);
    const unknown = await staff.note(UNKNOWN, 'Hello');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.message).toBe(REQUEST_NOT_FOUND_MESSAGE);
  });
});

describe('POST /api/admin/requests/{uuid}/messages', () => {
  it('e-mails the tourist through the outbox, and the timeline shows the message with its delivery', async () => {
    const { uuid } = await sends.booksTrip();
    const email = (await staff.get(uuid)).body.data.request.customer.email;
    const res = await staff.message(uuid, { subject: 'Your dates', body: 'Is 10 March firm?' });
    expect(res.statusCode).toBe(201);
    expect(res.body.message).toBe('Message sent successfully');
    const entry = res.body.data.entry;
    expect(entry).toMatchObject({
      kind: 'message',
      actor: 'Neema',
      text: 'Is 10 March firm?',
      visible_to_tourist: true,
      mail: { to: email, subject: expect.stringContaining('Your dates'), delivery: 'pending' },
    });
    const [mail] = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.subject, entry.mail.subject)));
    expect(mail?.textBody).toContain('Is 10 March firm?');
    await ctx.app.mail.flush();
    const message = (await staff.get(uuid)).body.data.request.timeline.find((e) => e.kind === 'message');
    expect(message?.mail?.delivery).toBe('sent');
    expect((await staff.get(uuid)).body.data.request.version).toBe(1);
    expect(await auditOf(uuid, 'request.message')).toHaveLength(1);
  });

  it('refuses a message without a body, and an unknown request, sending nothing', async () => {
    const { uuid } = await sends.booksTrip();
    const before = await ctx.database.db.$count(mailOutbox);
    for (const body of [{}, { body: '  ' }, { subject: 'Hi', body: 'x'.repeat(5001) }]) {
      const res = await staff.message(uuid, body);
      expect(res.statusCode).toBe(422);
      expect(res.body.errors).toEqual({ body: [MESSAGE_BODY_MESSAGE] });
    }
    expect((await staff.message(UNKNOWN, { body: 'Hello' })).statusCode).toBe(404);
    expect((await staff.message('nope', { body: 'Hello' })).statusCode).toBe(404);
    expect(await ctx.database.db.$count(mailOutbox)).toBe(before);
  });
});
