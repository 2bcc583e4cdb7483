import { statSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/index.js';
import { largePng, registrationFields, registrationFormData, smallImage } from '#server/test/account-fixtures.js';
import { referenceIds } from '#server/test/users.js';
import { call } from '#server/test/http.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';

let ctx: TestContext;
let ids: { countryId: number; genderId: number };
beforeAll(async () => {
  ctx = await createTestApp({
    env: { RATE_LIMIT_ALLOW: '127.0.0.1' },
    // A built site to serve, so the static files plugin is really there when we look for the passport by URL.
    webBuild: { 'index.html': '<!doctype html><div id="root"></div>' },
  });
  ids = await referenceIds(ctx.app);
});
afterAll(() => ctx.close());

let n = 0;
const fields = (overrides: Record<string, unknown> = {}) =>
  registrationFields(ids, { email: `tourist${++n}@example.com`, ...overrides });
const postForm = (form: FormData, remoteAddress = '127.0.0.1') =>
  call(ctx.app, { method: 'POST', url: '/api/register', payload: form, remoteAddress });
const postJson = (body: unknown) => call(ctx.app, { method: 'POST', url: '/api/register', payload: body as object });

const storedFiles = async () => {
  const keys: string[] = [];
  for await (const key of ctx.app.uploads.keys('passports/')) keys.push(key);
  return keys;
};
const userCount = async () => (await ctx.database.db.select({ n: count() }).from(users))[0]?.n ?? 0;
const passportPathOf = async (email: string) =>
  (await ctx.database.db.select({ path: users.passportImagePath }).from(users).where(eq(users.email, email)))[0]?.path;

describe('POST /api/register as multipart/form-data', () => {
  it('creates the account with a real PNG stored under DATA_DIR with a random name', async () => {
    const png = await smallImage('png');
    const body = fields();
    const res = await postForm(registrationFormData(body, { bytes: png, name: 'my passport.png', type: 'image/png' }));
    expect(res.statusCode).toBe(201);
    expect(res.body.data.user).toMatchObject({ email: body.email, name: 'Amina Mussa', country: 'Tanzania' });
    expect(JSON.stringify(res.body)).not.toMatch(/passport|password/i);

    const path = await passportPathOf(String(body.email));
    expect(path).toMatch(/^passports\/[0-9a-f]{32}\.png$/);
    expect((await ctx.app.uploads.get(path!))?.equals(png)).toBe(true);
    if (ctx.app.uploads.kind === 'folder') expect(statSync(join(ctx.env.DATA_DIR, path!)).mode & 0o077).toBe(0);
  });

  it('accepts a JPEG and a WebP, named by what their bytes are', async () => {
    for (const format of ['jpeg', 'webp'] as const) {
      const body = fields();
      // A misleading name and type: the bytes decide.
      const file = { bytes: await smallImage(format), name: 'scan.gif', type: 'image/gif' };
      expect((await postForm(registrationFormData(body, file))).statusCode).toBe(201);
      expect(await passportPathOf(String(body.email))).toMatch(format === 'jpeg' ? /\.jpg$/ : /\.webp$/);
    }
  });

  it('creates the account without an image, and with an empty file part (a file input left empty)', async () => {
    const plain = fields();
    expect((await postForm(registrationFormData(plain))).statusCode).toBe(201);
    expect(await passportPathOf(String(plain.email))).toBeNull();
    const empty = fields();
    const res = await postForm(
      registrationFormData(empty, { bytes: Buffer.alloc(0), name: '', type: 'application/octet-stream' }),
    );
    expect(res.statusCode).toBe(201);
    expect(await passportPathOf(String(empty.email))).toBeNull();
  });

  it('never serves a stored passport at any URL', async () => {
    const png = await smallImage('png', 20, 20);
    const body = fields();
    expect(
      (await postForm(registrationFormData(body, { bytes: png, name: 'p.png', type: 'image/png' }))).statusCode,
    ).toBe(201);
    const path = (await passportPathOf(String(body.email)))!;
    const name = path.split('/')[1]!;
    const dataDirName = ctx.env.DATA_DIR.split('/').pop()!;
    const urls = [
      `/${path}`,
      `/${name}`,
      `/api/${path}`,
      `/data/${path}`,
      `/uploads/${name}`,
      `/images/${name}`,
      `/${dataDirName}/${path}`,
      `/..%2f${dataDirName}%2f${path.replace('/', '%2f')}`,
      `/../../${dataDirName}/${path}`,
    ];
    // The site itself is served from the same app, so a static file there would be found.
    expect((await ctx.app.inject({ url: '/index.html' })).statusCode).toBe(200);
    for (const url of urls) {
      const res = await ctx.app.inject({ url });
      expect(res.rawPayload.includes(png), url).toBe(false);
      expect(String(res.headers['content-type'] ?? ''), url).not.toMatch(/^image\//);
    }
  });
});

describe('POST /api/register: refusals store nothing', () => {
  it.each([
    ['name', { name: '' }, 'Please fill in all required fields and agree to the terms.'],
    ['phone', { phone: '   ' }, 'Please fill in all required fields and agree to the terms.'],
    ['email', { email: '' }, 'Please fill in all required fields and agree to the terms.'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['country', { country: '' }, 'Please fill in all required fields and agree to the terms.'],
    ['country', { country: 'tanzania' }, 'Please select valid country and gender options.'],
    ['country', { country: 999999 }, 'Please select valid country and gender options.'],
    ['gender', { gender: '' }, 'Please fill in all required fields and agree to the terms.'],
    // An id that is not in the list: the server's check, reported on the country field like the schema's.
    ['country', { gender: 999999 }, 'Please select valid country and gender options.'],
    ['address', { address: '' }, 'Please fill in all required fields and agree to the terms.'],
    [
      'password',
      { password: '', 'confirm-password': '' },
      'Please fill in all required fields and agree to the terms.',
    ],
    ['password', { password: 'short', 'confirm-password': 'short' }, 'Password must be at least 6 characters long.'],
    ['confirm-password', { 'confirm-password': 'different' }, 'Passwords do not match.'],
  ])("%s: 422 with the form's message for %o, with an image and without a trace", async (field, change, message) => {
    const before = { files: (await storedFiles()).length, users: await userCount() };
    const file = { bytes: await smallImage('png'), name: 'p.png', type: 'image/png' };
    const res = await postForm(registrationFormData(fields(change), file));
    expect(res.statusCode).toBe(422);
    expect(res.body.errors?.[field]).toContain(message);
    expect(res.body.message).toBe(Object.values(res.body.errors ?? {})[0]?.[0]);
    expect({ files: (await storedFiles()).length, users: await userCount() }).toEqual(before);
  });

  it('gives the same messages to a JSON body', async () => {
    const res = await postJson(fields({ password: 'short', 'confirm-password': 'other' }));
    expect(res.statusCode).toBe(422);
    expect(res.body.errors).toEqual({
      password: ['Password must be at least 6 characters long.'],
      'confirm-password': ['Passwords do not match.'],
    });
  });

  it('refuses a text file named .jpg (422), together with any other problem', async () => {
    const before = { files: (await storedFiles()).length, users: await userCount() };
    const text = {
      bytes: Buffer.from('I am not a photo, just text.\n'.repeat(50)),
      name: 'passport.jpg',
      type: 'image/jpeg',
    };
    const res = await postForm(registrationFormData(fields(), text));
    expect(res.statusCode).toBe(422);
    expect(res.body).toEqual({
      status: false,
      code: 422,
      message: 'Please select a valid image file',
      errors: { passport_image: ['Please select a valid image file'] },
    });
    const both = await postForm(registrationFormData(fields({ name: '' }), text));
    expect(both.body.errors).toMatchObject({
      name: ['Please fill in all required fields and agree to the terms.'],
      passport_image: ['Please select a valid image file'],
    });
    // The first bytes of a JPEG followed by anything else are not an image either.
    const forged = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(400, 7)]);
    const res2 = await postForm(registrationFormData(fields(), { bytes: forged, name: 'p.jpg', type: 'image/jpeg' }));
    expect(res2.body.errors).toEqual({ passport_image: ['Please select a valid image file'] });
    expect({ files: (await storedFiles()).length, users: await userCount() }).toEqual(before);
  });

  it('refuses a real image over 5 MB with a 422 naming the limit', async () => {
    const before = { files: (await storedFiles()).length, users: await userCount() };
    const big = await largePng(5.5 * 1024 * 1024);
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    expect(big.length).toBeLessThan(6 * 1024 * 1024 - 10_000);
    const res = await postForm(registrationFormData(fields(), { bytes: big, name: 'big.png', type: 'image/png' }));
    expect(res.statusCode).toBe(422);
    expect(res.body.errors).toEqual({ passport_image: ['File size must be less than 5MB'] });
    expect({ files: (await storedFiles()).length, users: await userCount() }).toEqual(before);
  });

  it('answers 413 to a body over 6 MB, streamed or announced', async () => {
    const before = { files: (await storedFiles()).length, users: await userCount() };
    const huge = { bytes: Buffer.alloc(7 * 1024 * 1024, 1), name: 'huge.png', type: 'image/png' };
    // Streamed (chunked, no length): the reader stops at the limit.
    const streamed = await postForm(registrationFormData(fields(), huge));
    expect(streamed.statusCode).toBe(413);
    expect(streamed.body).toMatchObject({ status: false, code: 413 });
    expect(streamed.body.message).toMatch(/6 MB/);
    // With a Content-Length: refused before the body is read.
    const form = registrationFormData(fields(), huge);
    const request = new Request('http://x/', { method: 'POST', body: form });
    const raw = Buffer.from(await request.arrayBuffer());
    const announced = await call(ctx.app, {
      method: 'POST',
      url: '/api/register',
      payload: raw,
      headers: { 'content-type': request.headers.get('content-type')! },
    });
    expect(announced.statusCode).toBe(413);
    expect({ files: (await storedFiles()).length, users: await userCount() }).toEqual(before);
  });

  it('answers 400 to a malformed multipart body, never a 500', async () => {
    const before = { files: (await storedFiles()).length, users: await userCount() };
    for (const [contentType, body] of [
      ['multipart/form-data; boundary=x', Buffer.from([0])],
      [
        'multipart/form-data; boundary=x',
        Buffer.from('--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAmina'),
      ],
      ['multipart/form-data', Buffer.from('no boundary at all')],
    ] as const) {
      const res = await call(ctx.app, {
        method: 'POST',
        url: '/api/register',
        payload: body,
        headers: { 'content-type': contentType },
      });
      expect(res.statusCode, contentType).toBe(400);
      expect(res.body).toEqual({ status: false, code: 400, message: 'The multipart body is malformed.' });
    }
    expect({ files: (await storedFiles()).length, users: await userCount() }).toEqual(before);
  });

  it('answers 409 to a taken e-mail, whatever its case, and removes the uploaded image again', async () => {
    const first = fields();
    expect((await postJson(first)).statusCode).toBe(201);
    const before = { files: (await storedFiles()).length, users: await userCount() };
    const file = { bytes: await smallImage('png'), name: 'p.png', type: 'image/png' };
    const res = await postForm(registrationFormData({ ...first, email: String(first.email).toUpperCase() }, file));
    expect(res.statusCode).toBe(409);
    expect(res.body).toEqual({ status: false, code: 409, message: 'An account with this email already exists.' });
    expect({ files: (await storedFiles()).length, users: await userCount() }).toEqual(before);
  });
});

describe('POST /api/register: rate limit', () => {
  it('answers the 11th attempt in a minute from one address with 429 and Retry-After', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await postForm(registrationFormData(fields({ name: '' })), '203.0.113.20')).statusCode).toBe(422);
    }
    const limited = await postForm(registrationFormData(fields()), '203.0.113.20');
    expect(limited.statusCode).toBe(429);
    expect(limited.body.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
