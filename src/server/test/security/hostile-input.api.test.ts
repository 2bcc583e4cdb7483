import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#server/test/test-app.js';
import { routeCollector, type Endpoint } from './registered-endpoints.js';

// Generated garbage against every endpoint the app registers: no 5xx, no internals in any answer, and a
// rejected request leaves the database exactly as it was.

const RUNS_PER_ENDPOINT = Number(process.env.FUZZ_RUNS ?? 80);
const LEAKS = [
  /"stack"/,
  /node_modules/,
  /src\/server/,
  /DrizzleQueryError/,
  /Failed query/i,
  /syntax error at/i,
  /relation "/,
  /\bat \S+\.(?:ts|js|mjs):\d+/,
];

const INJECTIONS = [
  "' OR 1=1 --",
  "'; drop table users; --",
  '" OR ""="',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}',
  '${7*7}',
  '../../../../etc/passwd',
  '\u0000',
  '\uD800',
  '\u202Egnp.exe',
  '𝕏🦒'.repeat(400),
  'a'.repeat(20_000),
  'NaN',
  '-1',
  '1e309',
  '0x10',
  'null',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '%00',
  '%',
  '00000000-0000-0000-0000-000000000000',
];

const hostileString = fc.oneof(
  fc.constantFrom(...INJECTIONS),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.uuid(),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -2147483649, 2147483648, 1e308),
  fc.array(hostileString, { maxLength: 5 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);
const fieldBody = (fields: string[]) => fc.dictionary(fc.constantFrom(...fields), hostileValue, { maxKeys: 16 });

interface Payload {
  body?: string | Buffer;
  contentType?: string;
}
const payload = (endpoint: Endpoint): fc.Arbitrary<Payload> =>
  fc.oneof(
    {
      weight: 5,
      arbitrary: fieldBody(endpoint.bodyFields).map((b) => ({
        body: JSON.stringify(b),
        contentType: 'application/json',
      })),
    },
    fc.anything().map((b) => ({ body: JSON.stringify(b) ?? 'undefined', contentType: 'application/json' })),
    fc.string({ maxLength: 200 }).map((b) => ({ body: b, contentType: 'application/json' })),
    fc.constant({
      body: '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}',
      contentType: 'application/json',
    }),
    fc.constant({ body: `${'['.repeat(5000)}${']'.repeat(5000)}`, contentType: 'application/json' }),
    fc
      .uint8Array({ maxLength: 300 })
      .map((b) => ({ body: Buffer.from(b), contentType: 'multipart/form-data; boundary=x' })),
    fc
      .tuple(
        fc.constantFrom(
          'text/plain',
          'application/xml',
          'application/x-www-form-urlencoded',
          'multipart/form-data',
          'application/json; charset=utf-16',
          '*/*',
          '',
        ),
        hostileString,
      )
      .map(([contentType, body]) => ({ body, contentType })),
    fc.constant({}),
  );
/** Percent-encodes; a lone surrogate cannot be, so it goes as the raw bytes a hostile client would send. */
const encode = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%80';
  }
};
const pathSegment = fc.oneof(
  fc.uuid(),
  hostileString.map((s) => encode(s).slice(0, 300) || 'x'),
);
const query = (endpoint: Endpoint) =>
  fc.dictionary(
    fc.constantFrom(...endpoint.queryFields),
    hostileString.map((s) => encode(s).slice(0, 500)),
    { maxKeys: 4 },
  );
const headerValue = fc.oneof(
  hostileString,
  fc.constant('Bearer '),
  fc.string({ maxLength: 80 }).map((s) => `Bearer ${s}`),
);
const headers = fc.record(
  {
    authorization: headerValue,
    'accept-encoding': fc.constantFrom('br', 'gzip;q=0', 'identity;q=0, *;q=0', 'x-garbage', ''),
    'x-forwarded-for': hostileString,
    'if-none-match': hostileString,
    accept: fc.constantFrom('*/*', 'text/html', 'application/xml', ''),
  },
  { requiredKeys: [] },
);

const routes = routeCollector();
const ctx = await createTestApp({ env: { RATE_LIMIT_ALLOW: '127.0.0.1' }, onRoute: routes.onRoute });
const ENDPOINTS = routes.endpoints();
let token: string;
let tried = 0;

/** A digest of every table a request may change. */
async function databaseDigest(): Promise<string> {
  const tables = [
    'users',
    'auth_tokens',
    'password_reset_tokens',
    'testimonials',
    'likes',
    'ratings',
    'cart_items',
    'inquiries',
    'bookings',
    'newsletter_subscribers',
    'mail_outbox',
  ];
  const parts = tables.map((t) => `coalesce((select md5(string_agg(x::text, '|' order by x::text)) from ${t} x), '-')`);
  const result = await ctx.database.db.execute(sql.raw(`select ${parts.join(" || ',' || ")} as digest`));
  const rows = (Array.isArray(result) ? result : (result as { rows: { digest: string }[] }).rows) as {
    digest: string;
  }[];
  return rows[0]!.digest;
}

function fill(endpoint: Endpoint, segment: string): string {
  return endpoint.url.replace(/:\w+|\*/g, segment);
}

async function send(options: InjectOptions, mutating: boolean) {
  const before = mutating ? await databaseDigest() : '';
  const res = await ctx.app.inject(options);
  tried++;
  const where = `${options.method} ${options.url} → ${res.statusCode}`;
  expect(res.statusCode, where).toBeLessThan(500);
  for (const leak of LEAKS) expect(res.body, where).not.toMatch(leak);
  if (String(options.url).startsWith('/api/') && res.statusCode >= 400) {
    const body = JSON.parse(res.body) as { status: unknown; code: number; message: string };
    expect(body.code, where).toBe(res.statusCode);
    expect(typeof body.message, where).toBe('string');
  }
  if (mutating && res.statusCode >= 400) expect(await databaseDigest(), `${where} changed the database`).toBe(before);
}

beforeAll(async () => {
  const splash = JSON.parse((await ctx.app.inject('/api/splash')).body);
  const email = `fuzz-${randomUUID()}@example.com`;
  await ctx.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: {
      name: 'Fuzz Tester',
      phone: '+255 700 000 000',
      email,
      country: splash.data.countries[0].id,
      gender: splash.data.genders[0].id,
      address: 'Stone Town',
      password: 'fuzz-password',
      'confirm-password': 'fuzz-password',
    },
  });
  const login = JSON.parse(
    (await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: 'fuzz-password' } })).body,
  );
  token = login.data.token;
});
afterAll(async () => {
  console.info(`hostile inputs tried: ${tried}`);
  await ctx.close();
});

describe('hostile input', () => {
  it('fuzzes every route the app registers', () => {
    const names = ENDPOINTS.map((e) => `${e.method} ${e.url}`);
    expect(names).toEqual(expect.arrayContaining(['POST /api/save_booking', 'GET /api/user/cart', 'GET /readyz']));
    expect(names.length).toBeGreaterThanOrEqual(35);
    const booking = ENDPOINTS.find((e) => e.url === '/api/save_booking')!;
    expect(booking.bodyFields).toEqual(expect.arrayContaining(['trip_uuid', 'class_id', 'fname']));
    expect(ENDPOINTS.find((e) => e.url === '/api/register')!.bodyFields).toContain('confirm-password');
  });

  it.each(ENDPOINTS.map((e) => [`${e.method} ${e.url}`, e] as const))('%s: bodies', async (_name, endpoint) => {
    await fc.assert(
      fc.asyncProperty(payload(endpoint), pathSegment, fc.boolean(), async (p, segment, signedIn) => {
        const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
        await send(
          {
            method: endpoint.method,
            url: fill(endpoint, segment),
            headers: {
              ...(hasBody && p.contentType ? { 'content-type': p.contentType } : {}),
              // Signing out would end the session the other endpoints are fuzzed with.
              ...(signedIn && endpoint.url !== '/api/logout' ? { authorization: `Bearer ${token}` } : {}),
            },
            ...(hasBody && p.body !== undefined ? { payload: p.body } : {}),
          },
          endpoint.method !== 'GET',
        );
      }),
      { numRuns: RUNS_PER_ENDPOINT },
    );
  });

  it('query strings and headers on every endpoint', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ENDPOINTS).chain((endpoint) => fc.tuple(fc.constant(endpoint), query(endpoint))),
        headers,
        pathSegment,
        async ([endpoint, q], h, segment) => {
          const qs = Object.entries(q)
            .map(([k, v]) => `${encode(k)}=${v}`)
            .join('&');
          await send(
            {
              method: endpoint.method,
              url: `${fill(endpoint, segment)}${qs ? `?${qs}` : ''}`,
              headers: h as Record<string, string>,
            },
            endpoint.method !== 'GET',
          );
        },
      ),
      { numRuns: RUNS_PER_ENDPOINT * 10 },
    );
  });
});
