import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { startServerProcess } from '#server/test/server-process.js';
import { freshPostgresUrl } from '#server/test/test-app.js';
import { bookingFactory } from './booking-payload.js';
import { startLoad, waitUntil, type Sample } from './load-loop.js';

const canRestart = Boolean(inject('pgTemplateUrl')) && existsSync('/usr/bin/pg_ctlcluster') && process.getuid?.() === 0;

function cluster(action: 'stop' | 'start') {
  const version = readdirSync('/etc/postgresql')[0]!;
  const args = ['--skip-systemctl-redirect', version, 'main', action, ...(action === 'stop' ? ['-m', 'fast'] : [])];
  execFileSync('pg_ctlcluster', args, { stdio: 'ignore' });
}

/** "answers since the stop: 200×12 0×3", for a failing test's message. */
function statusesSince(samples: Sample[], since: number): string {
  const counts = new Map<string, number>();
  for (const s of samples.filter((sample) => sample.at > since)) {
    const key = `${s.kind} ${s.status}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return `answers since the stop: ${[...counts].map(([key, n]) => `${key}×${n}`).join(', ') || 'none'}`;
}

describe.skipIf(!canRestart)('PostgreSQL restarts while the server is under load', () => {
  it('answers 503 while the database is away, serves again within seconds, and loses no accepted booking', async () => {
    const databaseUrl = await freshPostgresUrl();
    const server = await startServerProcess({ DATABASE_URL: databaseUrl, RATE_LIMIT_ALLOW: '127.0.0.1' });
    let restarted = false;
    try {
      const load = startLoad(server.url, await bookingFactory(server.url));
      await waitUntil(() => load.accepted.size >= 20, 20_000, '20 bookings before the restart');

      // From the moment the stop begins: a fast stop cuts the connections in use, and those answers count too.
      const stoppedAt = Date.now();
      cluster('stop');
      await waitUntil(() => load.samples.some((s) => s.at > stoppedAt && s.status === 503), 20_000, 'a 503').catch(
        (error: Error) => {
          throw new Error(
            `${error.message}; ${statusesSince(load.samples, stoppedAt)}\n${server.output().slice(-4000)}`,
          );
        },
      );
      cluster('start');
      restarted = true;
      const startedAt = Date.now();
      await waitUntil(
        () => load.samples.some((s) => s.at > startedAt && s.kind === 'booking' && s.status === 201),
        15_000,
        'a booking accepted after the restart',
      );
      const recoveredMs = Date.now() - startedAt;
      const afterCount = load.accepted.size;
      await waitUntil(() => load.accepted.size >= afterCount + 10, 15_000, '10 more bookings');
      await load.stop();

      expect(server.child.exitCode, server.output()).toBeNull();
      const statuses = new Set(load.samples.map((s) => s.status));
      expect(
        [...statuses].filter((s) => ![200, 201, 503].includes(s)),
        'only 200, 201 or 503',
      ).toEqual([]);
      expect(load.samples.every((s) => s.envelopeOk)).toBe(true);
      expect(recoveredMs).toBeLessThan(10_000);
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const { rows } = await client.query<{ email: string; uuid: string }>(
        `select email, uuid::text as uuid from bookings where email like 'fault-%'`,
      );
      await client.end();
      const stored = new Map<string, string[]>();
      for (const row of rows) stored.set(row.email, [...(stored.get(row.email) ?? []), row.uuid]);
      for (const [email, uuid] of load.accepted) expect(stored.get(email), email).toEqual([uuid]);
      // A row the client never heard about may only come from a request cut off by the restart itself.
      const extra = [...stored.keys()].filter((email) => !load.accepted.has(email));
      expect(extra.every((email) => load.unanswered.has(email))).toBe(true);
      console.info(
        `database restart: ${load.samples.length} requests, ${load.accepted.size} bookings accepted, ` +
          `${load.samples.filter((s) => s.status === 503).length} answered 503, serving again ${recoveredMs} ms after start`,
      );
    } finally {
      if (!restarted) cluster('start');
      await server.stop();
    }
  });
});
