import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '#server/app.js';
import { openDatabase, type DatabaseHandle } from '#server/db/client.js';
import { catalogueEditor, editorReference, tripBody } from '#server/routes/api/admin/trips-test-kit.js';
import { call } from '#server/test/http.js';
import { scratchEnv } from '#server/test/scratch-env.js';
import { staffMember } from '#server/test/staff.js';
import { freshPostgresUrl, type TestContext } from '#server/test/test-app.js';

/**
 * Two server processes behind a balancer: two apps, each with its own connection pool and its own
 * micro-cache, on one PostgreSQL database. A change saved through A must show on B at once, with
 * B's caches warm. PGlite admits one process, so this file runs on PostgreSQL only.
 */
const onPostgres = Boolean(inject('pgTemplateUrl'));

interface Process {
  ctx: TestContext;
  close(): Promise<void>;
}

async function startProcess(databaseUrl: string): Promise<Process> {
  const { env, remove } = scratchEnv('storefront-two-apps-', {
    CATALOGUE_CACHE_SECONDS: '30',
    RATE_LIMIT_ALLOW: '127.0.0.1',
  });
  const database: DatabaseHandle = await openDatabase({ databaseUrl, poolSize: 4 });
  const app: FastifyInstance = await buildApp({ env, db: database.db });
  await app.ready();
  const close = async () => {
    await app.close();
    await database.close();
    remove();
  };
  return { ctx: { app, database, env, close }, close };
}

let a: Process;
let b: Process;
beforeAll(async () => {
  if (!onPostgres) return;
  const url = await freshPostgresUrl();
  a = await startProcess(url);
  b = await startProcess(url);
});
afterAll(async () => {
  await a?.close();
  await b?.close();
});

interface ListedTrip {
  uuid: string;
  name: string;
  base_price: number;
}

describe.skipIf(!onPostgres)('two server processes on one PostgreSQL', () => {
  it('shows a trip created, edited and published through A on B at once: list, detail and sitemap', async () => {
    const agent = await staffMember(a.ctx, 'agent');
    const editor = catalogueEditor(a.ctx, agent.headers);
    const ref = await editorReference(a.ctx);
    const listOnB = async () =>
      (await call<{ trips: ListedTrip[] }>(b.ctx.app, '/api/trips?limit=100')).body.data.trips;
    const detailOnB = (uuid: string) => call<{ trip: ListedTrip }>(b.ctx.app, `/api/trips/${uuid}`);
    const sitemapOnB = async () => (await b.ctx.app.inject('/sitemap.xml')).body;

    const created = await editor.create(tripBody(ref, { name: 'Two Process Safari', base_price: 1500 }));
    expect(created.statusCode, created.body.message).toBe(201);
    const draft = created.body.data.trip;

    // B's caches warm, the draft nowhere on the storefront.
    const listed = await listOnB();
    expect(listed.map((trip) => trip.uuid)).not.toContain(draft.uuid);
    expect(listed.length).toBeGreaterThan(0);
    expect((await detailOnB(draft.uuid)).statusCode).toBe(404);
    expect((await detailOnB(listed[0]!.uuid)).statusCode).toBe(200);
    expect(await sitemapOnB()).not.toContain(draft.uuid);

    const saved = await editor.save(draft.uuid, { ...draft, name: 'Two Process Crater Safari' });
    expect(saved.statusCode, saved.body.message).toBe(200);
    const published = await editor.state(draft.uuid, 'publish');
    expect(published.statusCode, published.body.message).toBe(200);

    expect((await listOnB()).find((trip) => trip.uuid === draft.uuid)?.name).toBe('Two Process Crater Safari');
    const detail = await detailOnB(draft.uuid);
    expect(detail.statusCode).toBe(200);
    expect(detail.body.data.trip).toMatchObject({ name: 'Two Process Crater Safari', base_price: 1500 });
    expect(await sitemapOnB()).toContain(draft.uuid);

    // A new price, saved through A while B's answers for the published trip are cached.
    const priced = await editor.save(draft.uuid, { ...published.body.data.trip, base_price: 1175 });
    expect(priced.statusCode, priced.body.message).toBe(200);
    expect((await detailOnB(draft.uuid)).body.data.trip.base_price).toBe(1175);
    expect((await listOnB()).find((trip) => trip.uuid === draft.uuid)?.base_price).toBe(1175);
  });

  it('drops the trip from B at once when A unpublishes it', async () => {
    const agent = await staffMember(a.ctx, 'agent');
    const editor = catalogueEditor(a.ctx, agent.headers);
    const [trip] = (await call<{ trips: ListedTrip[] }>(b.ctx.app, '/api/trips?limit=1')).body.data.trips;
    expect((await call(b.ctx.app, `/api/trips/${trip!.uuid}`)).statusCode).toBe(200);
    expect((await editor.state(trip!.uuid, 'unpublish')).statusCode).toBe(200);
    expect((await call(b.ctx.app, `/api/trips/${trip!.uuid}`)).statusCode).toBe(404);
    expect((await b.ctx.app.inject('/sitemap.xml')).body).not.toContain(trip!.uuid);
  });
});
