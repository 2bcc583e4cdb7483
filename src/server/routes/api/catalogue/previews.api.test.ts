import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TripSchema } from '#domain/api/catalogue.js';
import { createPreviewTokens } from '#server/auth/preview-token.js';
import { catalogueEditor, editorReference, tripBody } from '#server/routes/api/admin/trips-test-kit.js';
import { call } from '#server/test/http.js';
import { staffMember } from '#server/test/staff.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';

const SECRET = 'the preview secret of this test file, 48 chars!!';
let ctx: TestContext;
let headers: { authorization: string };
let editor: ReturnType<typeof catalogueEditor>;

beforeAll(async () => {
  ctx = await createTestApp({ env: { PREVIEW_SECRET: SECRET, RATE_LIMIT_ALLOW: '127.0.0.1' } });
  headers = (await staffMember(ctx, 'agent', 'Neema')).headers;
  editor = catalogueEditor(ctx, headers);
});
afterAll(() => ctx.close());

const previewLink = async (collection: 'trips' | 'destinations', uuid: string) =>
  call<{ preview: { path: string; expires_at: string } }>(ctx.app, {
    url: `/api/admin/${collection}/${uuid}/preview-link`,
    headers,
  });

/** The API call the preview page makes for a link's path: /preview/trip/{uuid}?token= → /api/preview/trips/… */
const apiFor = (path: string) => path.replace(/^\/preview\/(trip|destination)\//, '/api/preview/$1s/');

describe('draft preview', () => {
  it('shows a draft, in the public shape, to whoever holds the signed link, and nowhere else', async () => {
    const name = `Preview Rim Walk ${Date.now()}`;
    const created = await editor.create(tripBody(await editorReference(ctx), { name }));
    expect(created.statusCode, created.body.message).toBe(201);
    const uuid = created.body.data.trip.uuid as string;

    const link = await previewLink('trips', uuid);
    expect(link.statusCode).toBe(200);
    expect(link.body.data.preview.path).toMatch(new RegExp(`^/preview/trip/${uuid}\\?token=`));
    const expiresIn = Date.parse(link.body.data.preview.expires_at) - Date.now();
    expect(expiresIn).toBeGreaterThan(25 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(30 * 60_000);

    const shown = await call(ctx.app, apiFor(link.body.data.preview.path));
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('private, no-store');
    expect(shown.headers['x-robots-tag']).toBe('noindex, nofollow');
    const trip = TripSchema.strict().parse(shown.body.data.trip);
    expect(trip).toMatchObject({ uuid, name, is_published: false });
    expect(trip.trip_points.map((p) => p.title)).toEqual(['Arrive', 'Game drive']);
    expect(trip.budgets).toHaveLength(18);

    // Not on the storefront: not by uuid, not in the list, not in the sitemap.
    expect((await call(ctx.app, `/api/trips/${uuid}`)).statusCode).toBe(404);
    const list = await call<{ trips: { uuid: string }[] }>(ctx.app, '/api/trips?limit=100');
    expect(list.body.data.trips.map((t) => t.uuid)).not.toContain(uuid);
    const sitemap = await ctx.app.inject('/sitemap.xml');
    expect(sitemap.body).not.toContain(uuid);
    expect(sitemap.body).not.toContain('/preview/');
    expect((await ctx.app.inject('/robots.txt')).body.split('\n')).toContain('Disallow: /preview/');
  });

  it('answers a missing, tampered, expired or borrowed token exactly like an unknown trip', async () => {
    const created = await editor.create(tripBody(await editorReference(ctx), { name: `Tamper ${Date.now()}` }));
    const uuid = created.body.data.trip.uuid as string;
    const other = (await editor.create(tripBody(await editorReference(ctx), { name: `Other ${Date.now()}` }))).body.data
      .trip.uuid as string;
    const token = new URL(`http://x${(await previewLink('trips', uuid)).body.data.preview.path}`).searchParams.get(
      'token',
    )!;
    const [expiry, signature] = token.split('.') as [string, string];
    const expired = createPreviewTokens(SECRET, () => Date.now() - 31 * 60_000).issue('trip', uuid).token;
    const forged = createPreviewTokens('somebody else’s secret, also 32+ chars').issue('trip', uuid).token;
    const unknown = '00000000-0000-4000-8000-000000000000';
    const urls = [
      `/api/preview/trips/${uuid}`,
      `/api/preview/trips/${uuid}?token=`,
      `/api/preview/trips/${uuid}?token=${Number(expiry) + 86_400}.${signature}`,
      `/api/preview/trips/${uuid}?token=${expiry}.${signature.slice(0, -2)}AA`,
      `/api/preview/trips/${uuid}?token=${expired}`,
      `/api/preview/trips/${uuid}?token=${forged}`,
      `/api/preview/trips/${other}?token=${token}`,
      `/api/preview/destinations/${uuid}?token=${token}`,
      `/api/preview/trips/${unknown}?token=${token}`,
      `/api/preview/trips/not-a-uuid?token=${token}`,
    ];
    for (const url of urls) {
      const res = await call(ctx.app, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body.message, url).toMatch(/^(Trip|Destination) not found$/);
      expect(JSON.stringify(res.body), url).not.toContain('Tamper');
    }
    expect((await call(ctx.app, `/api/preview/trips/${uuid}?token=${token}`)).statusCode).toBe(200);
  });

  it('previews a destination taken off the storefront', async () => {
    const destinations = await call<{ destinations: { uuid: string; name: string }[] }>(
      ctx.app,
      '/api/destinations?limit=1',
    );
    const { uuid, name } = destinations.body.data.destinations[0]!;
    const off = await call(ctx.app, { method: 'POST', url: `/api/admin/destinations/${uuid}/unpublish`, headers });
    expect(off.statusCode, off.body.message).toBe(200);
    expect((await call(ctx.app, `/api/destinations/${uuid}`)).statusCode).toBe(404);
    const link = await previewLink('destinations', uuid);
    expect(link.body.data.preview.path).toMatch(new RegExp(`^/preview/destination/${uuid}\\?token=`));
    const shown = await call(ctx.app, apiFor(link.body.data.preview.path));
    expect(shown.statusCode).toBe(200);
    expect(shown.body.data).toMatchObject({ destination: { uuid, name }, published: false });
  });

  it('gives links to staff only, and only for items that exist', async () => {
    const trip = (await call<{ trips: { uuid: string }[] }>(ctx.app, '/api/trips?limit=1')).body.data.trips[0]!;
    expect((await call(ctx.app, `/api/admin/trips/${trip.uuid}/preview-link`)).statusCode).toBe(401);
    expect((await previewLink('trips', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await previewLink('destinations', 'nope')).statusCode).toBe(404);
  });
});
