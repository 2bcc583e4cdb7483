import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { jpegWithGps, multipart } from '#server/media/test-images.js';
import { registrationFields, registrationFormData, smallImage } from '#server/test/account-fixtures.js';
import { startServerProcess, type ServerProcess } from '#server/test/server-process.js';
import { staffMember, type SignedInStaff } from '#server/test/staff.js';
import { createTestApp, freshPostgresUrl, type TestContext } from '#server/test/test-app.js';

// Two server processes on one PostgreSQL, each with its own DATA_DIR, as on two machines behind a
// balancer: what is uploaded through one must be read through the other. The embedded database admits
// one process, so this runs on PostgreSQL only (DATABASE_URL set for the test run).

const onPostgres = Boolean(inject('pgTemplateUrl'));
let ctx: TestContext;
let first: ServerProcess;
let second: ServerProcess;
let agent: SignedInStaff;
// What the first process finds in its folder from the days before the shared store.
const upgradedDir = mkdtempSync(join(tmpdir(), 'storefront-upgraded-'));
const OLD_PICTURE = '5d0c7a2e-3b1f-4e6a-8c9d-0a1b2c3d4e5f-r2-banner-768.webp';
let oldPicture: Buffer;

beforeAll(async () => {
  if (!onPostgres) return;
  const databaseUrl = await freshPostgresUrl();
  // The test's own app only makes the staff member (a token is a row: every process accepts it).
  ctx = await createTestApp({ databaseUrl });
  agent = await staffMember(ctx, 'agent', 'Neema');
  oldPicture = await smallImage('webp', 768, 320);
  mkdirSync(join(upgradedDir, 'media/public'), { recursive: true });
  writeFileSync(join(upgradedDir, 'media/public', OLD_PICTURE), oldPicture);
  const env = { DATABASE_URL: databaseUrl, RATE_LIMIT_ALLOW: '127.0.0.1' };
  [first, second] = await Promise.all([startServerProcess({ ...env, DATA_DIR: upgradedDir }), startServerProcess(env)]);
}, 300_000);
afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  await ctx?.close();
  rmSync(upgradedDir, { recursive: true, force: true });
});

describe.skipIf(!onPostgres)(
  'uploads shared by two server processes (PostgreSQL only: the embedded database admits one process)',
  () => {
    it('serves a picture uploaded through one process from the other, for a year', async () => {
      const photo = await jpegWithGps();
      const body = multipart('image', photo);
      const uploaded = await fetch(`${first.url}/api/admin/media`, {
        method: 'POST',
        headers: { ...body.headers, ...agent.headers },
        body: body.payload,
      });
      expect(uploaded.status, await uploaded.clone().text()).toBe(201);
      const { media } = (await uploaded.json()).data as { media: { uuid: string; card: Record<string, string> } };

      const here = await fetch(`${first.url}${media.card['800']}`);
      const there = await fetch(`${second.url}${media.card['800']}`);
      expect(there.status).toBe(200);
      expect(there.headers.get('content-type')).toBe('image/webp');
      expect(there.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(Buffer.from(await there.arrayBuffer())).toEqual(Buffer.from(await here.arrayBuffer()));

      // The other process crops again from the original it reads from the shared store.
      const preview = await fetch(`${second.url}/api/admin/media/${media.uuid}/preview`, { headers: agent.headers });
      expect(preview.status).toBe(200);
      expect(preview.headers.get('content-type')).toBe('image/webp');
    });

    it('lets staff read through one process the passport a tourist uploaded through the other', async () => {
      const splash = (await (await fetch(`${first.url}/api/splash`)).json()).data;
      const fields = registrationFields(
        { countryId: splash.countries[0].id, genderId: splash.genders[0].id },
        { email: 'two-machines@example.com' },
      );
      const passport = await smallImage('png');
      const registered = await fetch(`${first.url}/api/register`, {
        method: 'POST',
        body: registrationFormData(fields, { bytes: passport, name: 'passport.png', type: 'image/png' }),
      });
      expect(registered.status, await registered.clone().text()).toBe(201);
      const { uuid } = (await registered.json()).data.user as { uuid: string };

      const url = `${second.url}/api/admin/accounts/${uuid}/passport-image`;
      const read = await fetch(url, { headers: agent.headers });
      expect(read.status).toBe(200);
      expect(read.headers.get('content-type')).toBe('image/png');
      expect(read.headers.get('cache-control')).toBe('private, no-store');
      expect(Buffer.from(await read.arrayBuffer())).toEqual(passport);

      // Still private: a visitor reads the envelope's 401, never the image.
      const visitor = await fetch(url);
      expect(visitor.status).toBe(401);
      expect((await visitor.json()).status).toBe(false);
    });

    it('serves from both a picture one of them had in its folder before the upgrade', async () => {
      for (const server of [first, second]) {
        const res = await fetch(`${server.url}/media/${OLD_PICTURE}`);
        expect(res.status).toBe(200);
        expect(Buffer.from(await res.arrayBuffer())).toEqual(oldPicture);
      }
    });

    it('keeps no new upload in either process’s own folder', () => {
      expect(readdirSync(second.dataDir)).not.toContain('media');
      for (const server of [first, second]) expect(readdirSync(server.dataDir)).not.toContain('passports');
    });
  },
);
