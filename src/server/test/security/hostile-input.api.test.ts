import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffMember } from '#server/test/staff.js';
import { createTestApp } from '#server/test/test-app.js';
import { hostileBody, hostileHeaders, hostileQuery, hostileSegment, wrongMethod } from './hostile-values.js';
import { routeCollector, type Endpoint } from './registered-endpoints.js';

// Generated garbage against every route the app registers, storefront and back office, signed out, signed
// in as a tourist and as an owner: no 5xx, no internals, every /api answer in the envelope, and a request
// that was refused leaves every table exactly as it was. Seeded: a failure names its seed, and
// `FUZZ_SEED=<seed> npx vitest run --project api <this file>` replays the same requests.

const SEED = Number(process.env.FUZZ_SEED ?? 15_2026);
const TOTAL = Number(process.env.FUZZ_REQUESTS ?? 20_000);
/** Requests sent together between two looks at the database; all refused, the database must be unchanged. */
const BATCH = 250;
/** Requests in flight at once within a batch. */
const IN_FLIGHT = 8;

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

const routes = routeCollector();
const ctx = await createTestApp({ env: { RATE_LIMIT_ALLOW: '127.0.0.1' }, onRoute: routes.onRoute });
const ENDPOINTS = routes.endpoints();
const PER_ENDPOINT = Math.ceil(TOTAL / ENDPOINTS.length);

const counts = { sent: 0, checkedUnchanged: 0, accepted: 0, byStatus: new Map<number, number>() };
let userToken = '';
let staffToken = '';

/**
 * Columns a refused request may still change: when a staff token was last used (every signed-in call
 * touches it, src/server/db/schema/staff.ts), and the stored public JSON of catalogue items, which a
 * public read rebuilds when a save cleared it (repositories/catalogue-documents.ts; never their `rev`).
 */
const TOUCHED_BY_ANY_CALL: Record<string, string[]> = {
  staff_tokens: ['last_used_at'],
  trip_documents: ['body', 'shape'],
  destination_documents: ['body', 'shape'],
};

/** Every table in the schema with a digest of its rows (`table=md5` each); read before and after each batch. */
let digestSql = '';
async function databaseDigest(): Promise<string> {
  const result = await ctx.database.db.execute(sql.raw(digestSql));
  const rows = (Array.isArray(result) ? result : (result as { rows: { digest: string }[] }).rows) as {
    digest: string;
  }[];
  return rows[0]!.digest;
}

const rowsOf = <T>(result: unknown) => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

async function buildDigestSql(): Promise<string> {
  const columns = rowsOf<{ table_name: string; column_name: string }>(
    await ctx.database.db.execute(
      sql.raw(
        `select c.table_name, c.column_name from information_schema.columns c join information_schema.tables t
           on t.table_schema = c.table_schema and t.table_name = c.table_name
         where c.table_schema = 'public' and t.table_type = 'BASE TABLE' order by c.table_name, c.ordinal_position`,
      ),
    ),
  );
  const byTable = new Map<string, string[]>();
  for (const { table_name: table, column_name: column } of columns) {
    if (TOUCHED_BY_ANY_CALL[table]?.includes(column)) continue;
    byTable.set(table, [...(byTable.get(table) ?? []), `x."${column}"`]);
  }
  const parts = [...byTable].map(
    ([table, cols]) =>
      `'${table}=' || coalesce((select md5(string_agg(row(${cols.join(', ')})::text, '|' order by row(${cols.join(', ')})::text)) from "${table}" x), '-')`,
  );
  return `select ${parts.join(" || ' ' || ")} as digest`;
}

/** The tables whose digest differs, for the failure message. */
function changedTables(before: string, after: string): string {
  const old = new Set(before.split(' '));
  return after
    .split(' ')
    .filter((part) => !old.has(part))
    .map((part) => part.split('=')[0])
    .join(', ');
}

interface Case {
  options: InjectOptions;
  /** a method this path does not take: the answer must be 405 with `Allow` */
  wrongMethod: boolean;
}

/** Session routes sign the token out: they are sent without it, so the others keep theirs. */
const SIGNS_OUT = /\/logout$/;

function signedIn(endpoint: Endpoint, as: 'none' | 'user' | 'staff'): Record<string, string> {
  if (as === 'none' || SIGNS_OUT.test(endpoint.url)) return {};
  return { authorization: `Bearer ${as === 'staff' ? staffToken : userToken}` };
}

function caseFor(endpoint: Endpoint): fc.Arbitrary<Case> {
  const admin = endpoint.url.startsWith('/api/admin');
  const who = fc.constantFrom<'none' | 'user' | 'staff'>(
    ...(admin ? (['none', 'staff', 'staff'] as const) : (['none', 'user', 'staff'] as const)),
  );
  const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
  const fill = (segment: string) => endpoint.url.replace(/:\w+|\*/g, segment);
  const bodyCase = fc
    .tuple(hostileBody(endpoint), hostileSegment, who, hostileQuery(endpoint))
    .map(([body, segment, as, query]): Case => ({
      wrongMethod: false,
      options: {
        method: endpoint.method,
        url: `${fill(segment)}${query}`,
        headers: {
          ...(hasBody && body.contentType !== undefined ? { 'content-type': body.contentType } : {}),
          ...signedIn(endpoint, as),
        },
        ...(hasBody && body.payload !== undefined ? { payload: body.payload } : {}),
      },
    }));
  const queryCase = fc
    .tuple(hostileQuery(endpoint), hostileHeaders, hostileSegment, who)
    .map(([query, headers, segment, as]): Case => ({
      wrongMethod: false,
      options: {
        method: endpoint.method,
        url: `${fill(segment)}${query}`,
        headers: { ...headers, ...signedIn(endpoint, as) },
      },
    }));
  const methods = wrongMethod((method) => ctx.app.findRoute({ method, url: endpoint.url }) !== null);
  const methodCase = methods
    ? fc.tuple(methods, who).map(([method, as]): Case => ({
        wrongMethod: true,
        options: { method, url: endpoint.url, headers: signedIn(endpoint, as) },
      }))
    : undefined;
  return fc.oneof(
    { weight: 6, arbitrary: bodyCase },
    { weight: 3, arbitrary: queryCase },
    ...(methodCase ? [{ weight: 1, arbitrary: methodCase }] : []),
  );
}

function check(c: Case, res: LightMyRequestResponse, seedNote: string): void {
  const { method, url } = c.options as { method: string; url: string };
  const payload = c.options.payload === undefined ? '' : ` ${JSON.stringify(String(c.options.payload).slice(0, 300))}`;
  const where = `${method} ${url.slice(0, 200)}${payload} → ${res.statusCode} (${seedNote})`;
  expect(res.statusCode, where).toBeLessThan(500);
  for (const leak of LEAKS) expect(res.body, where).not.toMatch(leak);
  if (c.wrongMethod) {
    // A signed-in area answers its 401 first to a caller without the right token, whatever the method.
    expect([401, 405], where).toContain(res.statusCode);
    if (res.statusCode === 405) expect(res.headers.allow, where).toBeTruthy();
  }
  if (url.startsWith('/api/') && res.statusCode >= 400 && method !== 'HEAD') {
    const body = JSON.parse(res.body) as { status: unknown; code: number; message: unknown };
    expect(body.code, where).toBe(res.statusCode);
    expect(typeof body.message, where).toBe('string');
    // POST /api/subscribe answers its own shape (docs/api/README.md 'Envelope'); another method there is no route of it.
    const subscribe = method === 'POST' && url.startsWith('/api/subscribe');
    expect(body.status, where).toBe(subscribe ? 'error' : false);
  }
}

/** Sends a batch; when every request that could write was refused, every table must be as it was. */
async function sendBatch(cases: Case[], seedNote: string): Promise<void> {
  const before = await databaseDigest();
  const answers: LightMyRequestResponse[] = [];
  // A few at a time, as a busy site would see them: all at once would only measure the pool's queue.
  for (let i = 0; i < cases.length; i += IN_FLIGHT) {
    answers.push(...(await Promise.all(cases.slice(i, i + IN_FLIGHT).map((c) => ctx.app.inject(c.options)))));
  }
  let anyAccepted = false;
  answers.forEach((res, i) => {
    counts.sent++;
    counts.byStatus.set(res.statusCode, (counts.byStatus.get(res.statusCode) ?? 0) + 1);
    check(cases[i]!, res, seedNote);
    const writes = !['GET', 'HEAD'].includes(String(cases[i]!.options.method));
    if (writes && res.statusCode < 400) anyAccepted = true;
  });
  if (anyAccepted) {
    counts.accepted++;
    // What it queued (a confirmation link asked for again and again) is delivered before the next batch looks.
    await ctx.app.mail.flush();
    return;
  }
  const after = await databaseDigest();
  if (after !== before) {
    const names = cases.map((c) => `${c.options.method} ${String(c.options.url).slice(0, 80)}`).join('\n');
    expect.fail(`a refused request changed ${changedTables(before, after)} (${seedNote}):\n${names}`);
  }
  counts.checkedUnchanged += cases.length;
}

beforeAll(async () => {
  digestSql = await buildDigestSql();

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
  userToken = login.data.token;
  // The new account's confirmation link goes out now, not during the first batch.
  await ctx.app.mail.flush();
  staffToken = (await staffMember(ctx, 'owner', 'Fuzz Owner')).token;
});

afterAll(async () => {
  const statuses = [...counts.byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
  console.info(
    `hostile inputs: seed ${SEED}, ${counts.sent} generated requests over ${ENDPOINTS.length} endpoints; ` +
      `${counts.checkedUnchanged} in batches checked to leave the database unchanged, ${counts.accepted} batches with an accepted write; ` +
      `statuses ${statuses.join(' ')}`,
  );
  await ctx.close();
});

describe(`hostile input (seed ${SEED})`, () => {
  it('covers every route the app registers, storefront and back office', () => {
    const names = ENDPOINTS.map((e) => `${e.method} ${e.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/save_booking',
        'GET /api/user/cart',
        'GET /readyz',
        'GET /api/admin/requests',
      ]),
    );
    expect(names.length).toBeGreaterThanOrEqual(35);
    const booking = ENDPOINTS.find((e) => e.url === '/api/save_booking')!;
    expect(booking.bodyFields).toEqual(expect.arrayContaining(['trip_uuid', 'class_id', 'fname']));
    expect(ENDPOINTS.find((e) => e.url === '/api/register')!.bodyFields).toContain('confirm-password');
  });

  it.each(ENDPOINTS.map((e, i) => [`${e.method} ${e.url}`, e, i] as const))('%s', async (_name, endpoint, index) => {
    const seed = SEED + index;
    const cases = fc.sample(caseFor(endpoint), { numRuns: PER_ENDPOINT, seed });
    for (let i = 0; i < cases.length; i += BATCH) {
      await sendBatch(cases.slice(i, i + BATCH), `FUZZ_SEED=${SEED}, endpoint seed ${seed}, case ${i}`);
    }
  });

  it(`sent at least ${TOTAL} generated requests`, () => {
    expect(counts.sent).toBeGreaterThanOrEqual(TOTAL);
    // Nearly every batch is all refusals, so the unchanged-database check covers nearly every request.
    expect(counts.checkedUnchanged).toBeGreaterThan(counts.sent * 0.8);
  });
});
