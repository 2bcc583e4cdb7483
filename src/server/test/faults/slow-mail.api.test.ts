import { createServer, type Server, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, mailOutbox } from '#server/db/schema/index.js';
import { loadReference, tripBookingPayload } from '#server/test/requests-test-data.js';
import { call } from '#server/test/http.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';

// A mail server that accepts the connection and then says nothing: the booking must not wait for it.
// The proof is not a stopwatch (a loaded machine makes any fixed bound flaky) but the order of events:
// the booking's answer arrives while its mails are still waiting for the silent server's greeting.
const MAIL_TIMEOUT_MS = 4000;
let silent: Server;
const sockets = new Set<Socket>();
let ctx: TestContext;
beforeAll(async () => {
  silent = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const port = (silent.address() as { port: number }).port;
  ctx = await createTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_TIMEOUT_MS: String(MAIL_TIMEOUT_MS) },
  });
});
afterAll(async () => {
  await ctx.close();
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => silent.close(() => resolve()));
});

describe('a mail server that hangs', () => {
  it('never holds up a booking, and the mail waits pending for its retry', async () => {
    const ref = await loadReference(ctx.app);
    const started = performance.now();
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/save_booking',
      payload: tripBookingPayload(ref, {
        class_id: Object.values(ref.classes)[0],
        phone: '+255 712 345 678',
        email: 'patient@example.com',
        fname: 'Patient',
        lname: 'Tourist',
      }),
    });
    const tookMs = performance.now() - started;
    expect(res.statusCode).toBe(201);
    expect(tookMs).toBeLessThan(MAIL_TIMEOUT_MS);
    expect(await ctx.database.db.$count(bookings, eq(bookings.uuid, res.body.data.uuid))).toBe(1);
    // No delivery attempt has ended yet: the answer came first.
    const waiting = await ctx.database.db.select().from(mailOutbox);
    expect(waiting.map((mail) => mail.lastError)).toEqual([null, null]);

    await ctx.app.mail.flush();
    const mails = await ctx.database.db.select().from(mailOutbox);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.status).toBe('pending');
      expect(mail.lastError).toMatch(/timeout|greeting/i);
    }
  });
});
