import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_CHARACTERS_MESSAGE, tooLongMessage } from '#domain/schemas/common.js';
import { REGISTRATION_REQUIRED_MESSAGE } from '#domain/schemas/messages.js';
import { visitor } from '#server/test/desk.js';
import { call, type Answer } from '#server/test/http.js';
import {
  contactInquiryPayload,
  loadReference,
  tripBookingPayload,
  type Reference,
} from '#server/test/requests-test-data.js';
import { staffMember, type SignedInStaff } from '#server/test/staff.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';
import { referenceIds, signUp, type SignedInUser } from '#server/test/users.js';

// Each class of hostile input the generated test (hostile-input.api.test.ts) sends, once by hand with
// the answer a client sees: a 4xx in the envelope, never a 500 (docs/api/README.md 'Limits').

let ctx: TestContext;
let ref: Reference;
let user: SignedInUser;
let owner: SignedInStaff;
let registration: Record<string, unknown>;

beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_ALLOW: '127.0.0.1' } });
  ref = await loadReference(ctx.app);
  user = await signUp(ctx.app);
  owner = await staffMember(ctx, 'owner');
  const { countryId, genderId } = await referenceIds(ctx.app);
  registration = {
    name: 'Neema Tester',
    phone: '+255 712 345 678',
    email: 'neema@example.com',
    country: countryId,
    gender: genderId,
    address: 'Stone Town',
    password: 'kilimanjaro',
    'confirm-password': 'kilimanjaro',
  };
});
afterAll(() => ctx.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  call(ctx.app, { method: 'POST', url, payload: payload as Record<string, unknown>, headers });

function refused(res: Answer, status: number, field?: string, message?: string) {
  expect(res.statusCode, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toMatchObject({ status: false, code: status });
  expect(typeof res.body.message).toBe('string');
  if (field) expect(res.body.errors?.[field], JSON.stringify(res.body.errors)).toBeDefined();
  if (field && message) expect(res.body.errors?.[field]).toContain(message);
}

function multipart(fields: Record<string, unknown>) {
  const boundary = 'hostileboundary';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`,
  );
  return {
    payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('control characters and lone surrogates', () => {
  const BAD = ['Ali\u0000ce', 'Ali\uD800ce', 'Ali\u0007ce'];

  it('are refused with 422 in storefront text fields, before any query', async () => {
    for (const bad of BAD) {
      refused(await post('/api/register', { ...registration, name: bad }), 422, 'name', INVALID_CHARACTERS_MESSAGE);
      refused(await post('/api/login', { email: `a${bad}@example.com`, password: 'x' }), 422, 'email');
      refused(await post('/api/save_booking', tripBookingPayload(ref, { fname: bad })), 422, 'fname');
      refused(await post('/api/save_booking', tripBookingPayload(ref, { note: bad })), 422, 'note');
      refused(await post('/api/save-inquiry', contactInquiryPayload(ref, { message: bad })), 422, 'message');
      refused(await post('/api/save-testimonal', { comments: bad }, user.headers), 422, 'comments');
      refused(await post('/api/password-reset', { email: `a${bad}@example.com` }), 422, 'email');
    }
  });

  it('are refused in multipart fields the same as in JSON', async () => {
    const form = multipart({ ...registration, address: 'Stone\u0000Town' });
    const res = await call(ctx.app, { method: 'POST', url: '/api/register', ...form });
    refused(res, 422, 'address', INVALID_CHARACTERS_MESSAGE);
  });

  it('are refused in back-office fields, query strings and path parameters', async () => {
    const staff = owner.headers;
    refused(await post('/api/admin/staff', { email: 'x@kilele.example', name: 'A\u0000', role: 'agent' }, staff), 422);
    refused(await post('/api/admin/trips', { name: 'Safari\u0000' }, staff), 422, 'name');
    const search = await call(ctx.app, { url: '/api/admin/testimonials?q=a%00b', headers: staff });
    refused(search, 422, 'q');
    refused(await call(ctx.app, { url: '/api/trips/%00', headers: staff }), 422);
    const { uuid } = await visitor(ctx, ref, staff).booksTrip();
    const desk = (path: string, payload: object) => post(`/api/admin/requests/${uuid}/${path}`, payload, staff);
    refused(await desk('notes', { text: 'Call\u0007 back' }), 422, 'text', INVALID_CHARACTERS_MESSAGE);
    refused(await desk('messages', { subject: 'Hi\u001B', body: 'Hello' }), 422, 'subject');
    refused(await desk('messages', { body: '\u200B \uFEFF' }), 422, 'body');
    refused(await call(ctx.app, { url: '/api/admin/requests?cursor=%00', headers: staff }), 422);
  });

  it('tab and newline stay in multi-line messages', async () => {
    const res = await post('/api/save-inquiry', contactInquiryPayload(ref, { message: 'Hello,\r\n\tfour of us.' }));
    expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
  });
});

describe('numbers past their bounds', () => {
  it('answer 422 for guests, quantities and ids beyond what the agency or a column takes', async () => {
    for (const n of [31, 100, 2 ** 31, 2 ** 53, 1e308, '2147483648']) {
      refused(await post('/api/save_booking', tripBookingPayload(ref, { guest_count: n })), 422, 'guest_count');
      refused(await post('/api/save-inquiry', contactInquiryPayload(ref, { guests: n })), 422, 'guests');
      refused(
        await post(
          '/api/cart/add',
          { cartable_type: 'trip', cartable_uuid: ref.trips[0]!.uuid, quantity: n === 31 ? 21 : n },
          user.headers,
        ),
        422,
        'quantity',
      );
    }
    for (const id of [2 ** 31, 2 ** 53, -0, 1e308]) {
      refused(await post('/api/register', { ...registration, country: id }), 422, 'country');
      refused(await post('/api/save_booking', tripBookingPayload(ref, { class_id: id })), 422, 'class_id');
    }
    refused(await call(ctx.app, { url: '/api/admin/testimonials?offset=1e308', headers: owner.headers }), 422);
    refused(await call(ctx.app, '/api/trips?location=2147483648'), 422, 'location');
    refused(await call(ctx.app, '/api/trips?offset=99999999999'), 422, 'offset');
  });
});

describe('unbounded text', () => {
  it('is refused past each field’s limit, over JSON and multipart alike', async () => {
    const long = 'a'.repeat(200_000);
    refused(await post('/api/register', { ...registration, name: long }), 422, 'name', tooLongMessage(200));
    refused(
      await post('/api/register', { ...registration, password: long, 'confirm-password': long }),
      422,
      'password',
    );
    refused(await post('/api/register', { ...registration, email: `${'a'.repeat(65)}@example.com` }), 422, 'email');
    refused(await post('/api/save-inquiry', contactInquiryPayload(ref, { message: long })), 422, 'message');
    const form = multipart({ ...registration, name: 'a'.repeat(20_000) });
    refused(await call(ctx.app, { method: 'POST', url: '/api/register', ...form }), 422, 'name', tooLongMessage(200));
  });

  it('of only whitespace or zero-width characters counts as blank', async () => {
    const res = await post('/api/register', { ...registration, name: '\u200B\u200D \uFEFF' });
    refused(res, 422, 'name', REGISTRATION_REQUIRED_MESSAGE);
  });
});

describe('every answer is the envelope', () => {
  it('a wrong method on an existing path is a 405 naming the right ones', async () => {
    const get = await call(ctx.app, '/api/save_booking');
    refused(get, 405);
    expect(get.headers.allow).toBe('POST');
    const del = await call(ctx.app, { method: 'DELETE', url: '/api/trips' });
    refused(del, 405);
    expect(del.headers.allow).toBe('GET, HEAD');
    refused(await call(ctx.app, { method: 'DELETE', url: '/api/no-such-thing' }), 404);
  });

  it('a wrong content type is a 400 everywhere', async () => {
    for (const url of ['/api/save_booking', '/api/register', '/api/login', '/api/admin/trips']) {
      const res = await call(ctx.app, {
        method: 'POST',
        url,
        payload: 'name=x',
        headers: { 'content-type': 'text/plain', ...owner.headers },
      });
      refused(res, 400);
    }
  });

  it('POST /api/subscribe answers its own status "error" on 400 and 429 too', async () => {
    const badJson = await call(ctx.app, {
      method: 'POST',
      url: '/api/subscribe',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.body).toMatchObject({ status: 'error', code: 400 });
    const wrongType = await call(ctx.app, {
      method: 'POST',
      url: '/api/subscribe',
      payload: 'email=a@b.c',
      headers: { 'content-type': 'text/plain' },
    });
    expect(wrongType.body).toMatchObject({ status: 'error', code: 400 });
    const nul = await post('/api/subscribe', { email: 'a\u0000@example.com' });
    expect(nul.body).toMatchObject({ status: 'error', code: 422 });
    let last: Answer | undefined;
    for (let i = 0; i < 25; i++) {
      last = await call(ctx.app, {
        method: 'POST',
        url: '/api/subscribe',
        payload: { email: 'not-an-address' },
        remoteAddress: '10.9.8.7',
      });
      if (last.statusCode === 429) break;
    }
    expect(last!.statusCode).toBe(429);
    expect(last!.body).toMatchObject({ status: 'error', code: 429 });
  });

  it('oversized headers (431) and a malformed request line (400) over a real connection', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => socket.end(request));
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk.toString()));
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
      });
    const big = await raw(`GET /api/trips HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(big).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(big.slice(big.indexOf('\r\n\r\n') + 4))).toMatchObject({ status: false, code: 431 });
    const malformed = await raw('GET /api/trips HTTP/9 \u0001\r\n\r\n');
    expect(malformed).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(malformed.slice(malformed.indexOf('\r\n\r\n') + 4))).toMatchObject({ status: false, code: 400 });
  });
});
