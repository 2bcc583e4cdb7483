import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, requests } from '#server/db/schema/index.js';
import { call } from '#server/test/http.js';
import {
  contactInquiryPayload,
  destinationInquiryPayload,
  loadReference,
  tripBookingPayload,
  type Reference,
} from '#server/test/requests-test-data.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';
import { signUp } from '#server/test/users.js';

/**
 * The site must not be a relay: a confirmation to an address nobody signed in with quotes nothing the
 * visitor wrote, and one address (5 an hour) and one client (3 an hour here, 20 by default) get only
 * so many. Past a limit the request is stored and the agency told; only the confirmation is skipped.
 */
const AGENCY = 'desk@kilele.example';
const SPAM = 'Cheap pills at spam.example';

let ctx: TestContext;
let ref: Reference;
beforeAll(async () => {
  ctx = await createTestApp({ env: { AGENCY_EMAIL: AGENCY, MAIL_CONFIRMATIONS_PER_CLIENT_HOUR: '3' } });
  ref = await loadReference(ctx.app);
});
afterAll(() => ctx.close());

let nextClient = 0;
/** Each test speaks from its own address unless it says otherwise, so the client allowance is its own. */
const freshClient = () => `198.51.100.${(nextClient += 1)}`;

const post = (url: string, payload: object, remoteAddress: string, headers: Record<string, string> = {}) =>
  call(ctx.app, { method: 'POST', url, payload, remoteAddress, headers });

const outboxTo = (address: string) =>
  ctx.database.db
    .select()
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.toAddress}) = ${address.toLowerCase()}`);

const confirmationOf = async (address: string, kind: string) => {
  const rows = (await outboxTo(address)).filter((row) => row.kind === kind);
  expect(rows).toHaveLength(1);
  return rows[0]!;
};

const notificationsFor = async (address: string) =>
  (await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, AGENCY))).filter(
    (row) => row.replyTo === address,
  );

describe('a confirmation to an address nobody signed in with', () => {
  it('carries no note and no name from a trip booking, while the agency sees both', async () => {
    const email = 'victim-booking@example.com';
    const res = await post(
      '/api/save_booking',
      tripBookingPayload(ref, { email, fname: SPAM, lname: 'Visit', note: `${SPAM}, click now` }),
      freshClient(),
    );
    expect(res.statusCode).toBe(201);
    const { reference } = res.body.data as { reference: string };

    const confirmation = await confirmationOf(email, 'booking-confirmation');
    for (const part of [confirmation.subject, confirmation.textBody, confirmation.htmlBody ?? '']) {
      expect(part).not.toContain('Cheap pills');
    }
    // What stays: the trip, the reference and the tracking link.
    expect(confirmation.textBody).toContain(`Reference: ${reference}`);
    expect(confirmation.textBody).toContain(ref.trips[0]!.name);
    expect(confirmation.textBody).toMatch(/Follow your request: http\S+\/requests\//);

    const [agency] = await notificationsFor(email);
    expect(agency?.textBody).toContain(`${SPAM}, click now`);
  });

  it("carries none of a contact inquiry's message", async () => {
    const email = 'victim-inquiry@example.com';
    const payload = contactInquiryPayload(ref, { email, firstName: SPAM, message: `${SPAM} and more` });
    expect((await post('/api/save-inquiry', payload, freshClient())).statusCode).toBe(201);
    const confirmation = await confirmationOf(email, 'inquiry-confirmation');
    expect(confirmation.textBody).not.toContain('Cheap pills');
    expect(confirmation.htmlBody).not.toContain('Cheap pills');
    expect((await notificationsFor(email))[0]?.textBody).toContain(`${SPAM} and more`);
  });

  it("carries none of a destination inquiry's note", async () => {
    const email = 'victim-destination@example.com';
    const payload = destinationInquiryPayload(ref, { email, fname: SPAM, note: `${SPAM}!` });
    expect((await post('/api/save_destination_booking', payload, freshClient())).statusCode).toBe(201);
    const confirmation = await confirmationOf(email, 'destination-inquiry-confirmation');
    expect(confirmation.textBody).not.toContain('Cheap pills');
  });

  it("quotes the note and the name to the signed-in account's own address", async () => {
    const user = await signUp(ctx.app, 'Neema Own');
    const payload = tripBookingPayload(ref, { email: user.email, fname: 'Neema', note: 'Our anniversary' });
    expect((await post('/api/save_booking', payload, freshClient(), user.headers)).statusCode).toBe(201);
    const confirmation = await confirmationOf(user.email, 'booking-confirmation');
    expect(confirmation.textBody).toContain('Jambo Neema');
    expect(confirmation.textBody).toContain('Your note: Our anniversary');
  });

  it('quotes nothing when a signed-in account types somebody else’s address', async () => {
    const user = await signUp(ctx.app, 'Neema Other');
    const email = 'someone-else@example.com';
    const payload = tripBookingPayload(ref, { email, note: `${SPAM} via an account` });
    expect((await post('/api/save_booking', payload, freshClient(), user.headers)).statusCode).toBe(201);
    expect((await confirmationOf(email, 'booking-confirmation')).textBody).not.toContain('Cheap pills');
  });
});

describe('the hourly allowance of confirmations', () => {
  it('sends one address 5 confirmations an hour; the 6th request is stored and the agency told', async () => {
    const email = 'Flooded@Example.com';
    const references: string[] = [];
    for (let guests = 2; guests <= 7; guests += 1) {
      // Different clients, different bookings (no double-click twin), one address in two spellings.
      const address = guests % 2 === 0 ? email.toLowerCase() : email;
      const res = await post(
        '/api/save_booking',
        tripBookingPayload(ref, { email: address, guest_count: guests }),
        freshClient(),
      );
      expect(res.statusCode).toBe(201);
      references.push((res.body.data as { reference: string }).reference);
    }
    const stored = await ctx.database.db
      .select({ reference: requests.reference })
      .from(requests)
      .where(sql`lower(${requests.email}) = ${email.toLowerCase()}`);
    expect(stored.map((row) => row.reference).sort()).toEqual([...references].sort());

    const confirmations = (await outboxTo(email)).filter((row) => row.kind === 'booking-confirmation');
    expect(confirmations).toHaveLength(5);
    expect(confirmations.map((row) => row.subject).join()).not.toContain(references[5]);
    const notifications = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, AGENCY), eq(mailOutbox.kind, 'booking-notification')));
    expect(notifications.filter((row) => row.subject.includes(references[5]!))).toHaveLength(1);
  });

  it('holds for requests that arrive together (each its own transaction on PostgreSQL)', async () => {
    const email = 'stampede@example.com';
    const answers = await Promise.all(
      [2, 3, 4, 5, 6, 7, 8, 9].map((guests) =>
        post('/api/save_booking', tripBookingPayload(ref, { email, guest_count: guests }), freshClient()),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(8).fill(201));
    expect((await outboxTo(email)).filter((row) => row.kind === 'booking-confirmation')).toHaveLength(5);
    expect(await notificationsFor(email)).toHaveLength(8);
  });

  it('lets one client trigger 3 confirmations an hour (as configured); another client still gets its own', async () => {
    const client = freshClient();
    const sent: number[] = [];
    for (let i = 1; i <= 4; i += 1) {
      const email = `client-flood-${i}@example.com`;
      const res = await post('/api/save_booking', tripBookingPayload(ref, { email }), client);
      expect(res.statusCode).toBe(201);
      sent.push((await outboxTo(email)).filter((row) => row.kind === 'booking-confirmation').length);
      expect(await notificationsFor(email)).toHaveLength(1);
    }
    expect(sent).toEqual([1, 1, 1, 0]);

    const other = 'client-flood-other@example.com';
    expect((await post('/api/save_booking', tripBookingPayload(ref, { email: other }), freshClient())).statusCode).toBe(
      201,
    );
    expect(await outboxTo(other)).toHaveLength(1);
  });
});
