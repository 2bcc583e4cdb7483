import http from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import { startServerProcess } from '#server/test/server-process.js';
import { freshPostgresUrl } from '#server/test/test-app.js';
import { bookingFactory } from './booking-payload.js';

/**
 * Sends the headers with `Expect: 100-continue`; once the server answers 100 (it has parsed them: the
 * request is in flight) half the body follows and `sent` resolves. `finish()` sends the rest.
 */
function halfSentBooking(url: string, body: string) {
  const half = Math.floor(body.length / 2);
  let resolveAnswer: (answer: { status: number; json: { data?: { uuid?: string } } }) => void = () => {};
  let rejectAnswer: (error: Error) => void = () => {};
  const answer = new Promise<{ status: number; json: { data?: { uuid?: string } } }>((resolve, reject) => {
    resolveAnswer = resolve;
    rejectAnswer = reject;
  });
  const req = http.request(
    `${url}/api/save_booking`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        expect: '100-continue',
      },
    },
    (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolveAnswer({ status: res.statusCode ?? 0, json: JSON.parse(text || '{}') }));
    },
  );
  req.on('error', rejectAnswer);
  const sent = new Promise<void>((resolve) =>
    req.once('continue', () => req.write(body.slice(0, half), () => resolve())),
  );
  req.flushHeaders();
  return { answer, sent, finish: () => req.end(body.slice(half)) };
}

describe('SIGTERM during load', () => {
  it('finishes every request in flight, then exits cleanly', async () => {
    const env: Record<string, string> = { RATE_LIMIT_ALLOW: '127.0.0.1' };
    if (inject('pgTemplateUrl')) env.DATABASE_URL = await freshPostgresUrl();
    const server = await startServerProcess(env);
    try {
      const booking = await bookingFactory(server.url);
      const inFlight = Array.from({ length: 20 }, (_, i) =>
        halfSentBooking(server.url, JSON.stringify(booking(`sigterm-${Date.now()}-${i}@example.com`))),
      );
      await Promise.all(inFlight.map((r) => r.sent));

      const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
      server.child.kill('SIGTERM');
      // Once the signal is handled the server stops accepting connections.
      await expect
        .poll(
          () =>
            fetch(`${server.url}/healthz`).then(
              () => 'open',
              () => 'closed',
            ),
          { timeout: 10_000 },
        )
        .toBe('closed');
      for (const request of inFlight) request.finish();
      const answers = await Promise.all(inFlight.map((r) => r.answer)).catch((error: Error) => {
        throw new Error(`${error.message}\n${server.output()}`);
      });

      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
      expect(new Set(answers.map((a) => a.json.data?.uuid)).size).toBe(20);
      expect(await exited, server.output()).toBe(0);
    } finally {
      await server.stop();
    }
  });
});
