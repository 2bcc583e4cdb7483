// `npm run bench:scale`: does a call's cost grow with the data? Per backend, the built server is measured on
// the demo catalogue, then the same database is grown to the large set (bench/lib/scale-data.mjs) and measured
// again, uncached (CATALOGUE_CACHE_SECONDS=0). Prints one table per backend and connection count: p50/p99 and
// req/s at demo size and at scale, and the ratio of the p50s.
// SCALE_SECONDS (per call, default 3), SCALE_CONNECTIONS (default 10,50), SCALE_BACKENDS (default
// postgres,pglite), SCALE_PGLITE_FACTOR (PGlite's share of the full size, default 0.25), SCALE_ONLY (a
// semicolon-separated list of call names to measure, for a quick look at a few).
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { E2E_OWNER, startE2eServer } from '../scripts/e2e-server.mjs';
import { runStep } from './lib/load-generator.mjs';
import { BUSY_TOURIST_TOKEN, scaleStatements, scaledSize } from './lib/scale-data.mjs';

const seconds = Number(process.env.SCALE_SECONDS ?? 3);
const connectionSteps = (process.env.SCALE_CONNECTIONS ?? '10,50').split(',').map(Number);
const backends = (process.env.SCALE_BACKENDS ?? 'postgres,pglite').split(',');
const pgliteFactor = Number(process.env.SCALE_PGLITE_FACTOR ?? 0.25);
const only = process.env.SCALE_ONLY?.split(';');
const serverEnv = { CATALOGUE_CACHE_SECONDS: '0' };

async function grow(backend, server, size) {
  const statements = scaleStatements(size);
  const started = performance.now();
  if (backend === 'postgres') {
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      for (const statement of statements) await client.query(statement);
    } finally {
      await client.end();
    }
  } else {
    const db = new PGlite(join(server.dataDir, 'pglite'), { extensions: { pg_trgm } });
    try {
      for (const statement of statements) await db.exec(statement);
    } finally {
      await db.close();
    }
  }
  return (performance.now() - started) / 1000;
}

const getJson = async (url, headers = {}) => {
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()).data;
};

const inboxTotal = (inbox) => Object.values(inbox.counts).reduce((sum, n) => sum + n, 0);

/** The calls to measure, with ids read from the server itself (the last page depends on the total). */
async function targets(url) {
  const login = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: E2E_OWNER.email, password: E2E_OWNER.password }),
  });
  const staff = { authorization: `Bearer ${(await login.json()).data.token}` };
  const tourist = { authorization: `Bearer ${BUSY_TOURIST_TOKEN}` };
  const splash = await getJson(`${url}/api/splash`);
  const first = await getJson(`${url}/api/trips?limit=50`);
  const destinations = await getJson(`${url}/api/destinations?limit=1`);
  const inbox = await getJson(`${url}/api/admin/requests`, staff);
  const busy = (await fetch(`${url}/api/user/dashboard`, { headers: tourist })).ok;
  const list = [
    ['trips, first page', '/api/trips?limit=50'],
    ['trips, last page', `/api/trips?limit=50&offset=${Math.max(0, first.total - 50)}`],
    ['trips by location', `/api/trips?limit=50&location=${splash.locations[0].id}`],
    ['trips by destination', `/api/trips?limit=50&destination=${destinations.destinations[0].uuid}`],
    ['one trip', `/api/trips/${first.trips[0].uuid}`],
    ['destinations, first page', '/api/destinations?limit=50'],
    ['one destination', `/api/destinations/${destinations.destinations[0].uuid}`],
    ['dashboard (50 requests)', busy ? '/api/user/dashboard' : null, tourist],
    ['inbox', '/api/admin/requests', staff],
    // The inbox's `total` stops at 1,000; its tabs' counts are exact.
    ['inbox, last page', `/api/admin/requests?offset=${Math.max(0, inboxTotal(inbox) - 25)}`, staff],
    ['inbox by type', '/api/admin/requests?type=inquiry', staff],
    ['inbox by status', '/api/admin/requests?status=quoted', staff],
    ['inbox overdue', '/api/admin/requests?overdue=true', staff],
    ['inbox travel dates', '/api/admin/requests?travel_from=2026-06-01&travel_to=2026-06-30', staff],
    ['inbox by travel date', '/api/admin/requests?sort=travel_asc', staff],
    ['search: reference', `/api/admin/requests?q=${encodeURIComponent(inbox.requests[0].reference)}`, staff],
    ['search: name', '/api/admin/requests?q=Okafor', staff],
    ['search: e-mail', '/api/admin/requests?q=tourist4242%40', staff],
    ['search: phone', '/api/admin/requests?q=%2B255%207', staff],
    ['one request', `/api/admin/requests/${inbox.requests[0].uuid}`, staff],
    ['overview', '/api/admin/overview', staff],
  ];
  return list.filter(([name]) => !only || only.includes(name));
}

async function measure(url, list, connections) {
  const results = new Map();
  for (const [name, path, headers] of list) {
    if (!path) continue;
    const next = () => ({ kind: name, method: 'GET', path, headers });
    await runStep({ baseUrl: url, connections, seconds: 1, next }); // warm-up
    const result = await runStep({ baseUrl: url, connections, seconds, next });
    results.set(name, result);
  }
  return results;
}

const fmt = (n, digits = 0) =>
  n === undefined ? '–' : n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

function printTable(backend, connections, list, demo, large) {
  console.log(`\n== ${backend}, ${connections} connections, ${seconds} s per call, uncached`);
  console.log(
    '| call | demo p50 ms | demo p99 ms | demo req/s | scale p50 ms | scale p99 ms | scale req/s | p50 ratio | errors |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const [name] of list) {
    const a = demo.get(name);
    const b = large.get(name);
    if (!b) continue;
    const ratio = a ? `×${fmt(b.p50 / a.p50, 1)}` : '–';
    console.log(
      `| ${name} | ${fmt(a?.p50, 1)} | ${fmt(a?.p99, 1)} | ${fmt(a?.rps)} | ${fmt(b.p50, 1)} | ${fmt(b.p99, 1)} | ${fmt(b.rps)} | ${ratio} | ${(a?.errors ?? 0) + b.errors} |`,
    );
  }
}

let failed = false;
for (const backend of backends) {
  const size = scaledSize(backend === 'postgres' ? 1 : pgliteFactor);
  const demoServer = await startE2eServer({ backend, owner: true, env: serverEnv });
  let server;
  try {
    const demoList = await targets(demoServer.url);
    const demo = new Map(connectionSteps.map((c) => [c, undefined]));
    for (const connections of connectionSteps)
      demo.set(connections, await measure(demoServer.url, demoList, connections));
    await demoServer.stop({ keepData: true });
    const took = await grow(backend, demoServer, size);
    console.log(`\n${backend}: generated ${JSON.stringify(size)} in ${fmt(took, 1)} s`);
    server = await startE2eServer({ reuse: demoServer, env: serverEnv });
    const list = await targets(server.url);
    for (const connections of connectionSteps) {
      const large = await measure(server.url, list, connections);
      printTable(backend, connections, list, demo.get(connections), large);
      for (const result of large.values()) if (result.errors > 0) failed = true;
    }
  } finally {
    await server?.stop();
    await demoServer.stop();
  }
}
if (failed) {
  console.error('\nbench:scale: some calls answered errors');
  process.exit(1);
}
