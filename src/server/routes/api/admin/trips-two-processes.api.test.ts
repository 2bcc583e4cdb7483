import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { Trip } from '#domain/api/catalogue.js';
import { startServerProcess, type ServerProcess } from '#server/test/server-process.js';
import { staffMember } from '#server/test/staff.js';
import { createTestApp, freshPostgresUrl, type TestContext } from '#server/test/test-app.js';
import { catalogueEditor, editorReference, tripBody } from './trips-test-kit.js';

// Two server processes on one PostgreSQL, as behind a balancer: the agent works in this one (the test's
// app), a visitor reads the other (its own process, with its own micro-cache of 30 s, primed first).
// The embedded database admits one process at a time, so this runs on PostgreSQL only.

const onPostgres = Boolean(inject('pgTemplateUrl'));
let ctx: TestContext;
let other: ServerProcess;

beforeAll(async () => {
  if (!onPostgres) return;
  const databaseUrl = await freshPostgresUrl();
  ctx = await createTestApp({ databaseUrl, env: { CATALOGUE_CACHE_SECONDS: '30' } });
  other = await startServerProcess({ DATABASE_URL: databaseUrl, CATALOGUE_CACHE_SECONDS: '30' });
}, 90_000);
afterAll(async () => {
  await other?.stop();
  await ctx?.close();
});

const read = async <T>(path: string): Promise<{ status: number; data: T }> => {
  const res = await fetch(`${other.url}${path}`);
  const body = (await res.json()) as { data: T };
  return { status: res.status, data: body.data };
};
const listed = async () => (await read<{ trips: Trip[] }>('/api/trips?limit=100')).data.trips.map((t) => t.uuid);
const sitemap = async () => (await fetch(`${other.url}/sitemap.xml`)).text();
/**
 * The other process learns of a save from its announcement (catalogue-version.ts), a moment after the commit:
 * what it answers is right within a second (milliseconds here), with no wait for its cache's 30 s.
 */
const soon = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 1000, interval: 5 });

describe.skipIf(!onPostgres)('two server processes on one PostgreSQL', () => {
  it('a trip created, published, edited and unpublished in one shows on the other a moment later', async () => {
    const agent = await staffMember(ctx, 'agent', 'Neema');
    const editor = catalogueEditor(ctx, agent.headers);
    const ref = await editorReference(ctx);
    // The other process caches its answers before anything changes.
    const before = await listed();
    expect(before.length).toBeGreaterThan(0);
    await sitemap();

    const created = await editor.create(tripBody(ref, { name: 'Ruaha River Walk' }));
    expect(created.statusCode, created.body.message).toBe(201);
    const uuid = created.body.data.trip.uuid as string;
    expect((await read(`/api/trips/${uuid}`)).status).toBe(404);

    const published = await editor.state(uuid, 'publish');
    expect(published.statusCode, published.body.message).toBe(200);
    await soon(async () => {
      const detail = await read<{ trip: Trip }>(`/api/trips/${uuid}`);
      expect(detail.status).toBe(200);
      expect(detail.data.trip.name).toBe('Ruaha River Walk');
    });
    expect(await listed()).toContain(uuid);
    expect(await sitemap()).toContain(uuid);

    const edited = await editor.save(uuid, { ...published.body.data.trip, base_price: 777 });
    expect(edited.statusCode, edited.body.message).toBe(200);
    await soon(async () => expect((await read<{ trip: Trip }>(`/api/trips/${uuid}`)).data.trip.base_price).toBe(777));

    expect((await editor.state(uuid, 'unpublish')).statusCode).toBe(200);
    await soon(async () => expect((await read(`/api/trips/${uuid}`)).status).toBe(404));
    expect(await listed()).not.toContain(uuid);
    expect(await sitemap()).not.toContain(uuid);
  });
});
