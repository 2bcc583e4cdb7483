// `npm run bench`: loads the built server on loopback and prints req/s, p50 and p99 per route: the API's
// catalogue calls, the server-rendered pages from the cache, with a parameter no page reads (a new `fbclid`
// per request), and with the cache off (CATALOGUE_CACHE_SECONDS=0), each beside a static file of about the
// same size served by the same process. Then a flood: 200 connections of distinct list URLs (a parameter the
// page reads, so each is a render) while one visitor reads a cached page and the API; their p99 is printed.
// BENCH_SECONDS (per route, default 10), BENCH_CONNECTIONS (API, 10), BENCH_PAGE_CONNECTIONS (pages, 50).
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { startE2eServer } from '../scripts/e2e-server.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const apiConnections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const pageConnections = Number(process.env.BENCH_PAGE_CONNECTIONS ?? 50);
// Renders queue one at a time, at most 16 waiting (server-pages.ts): more connections would only measure 503s.
const renderConnections = Number(process.env.BENCH_RENDER_CONNECTIONS ?? 10);
const floodConnections = 200;
// What a browser sends: pages and assets go out compressed, as they would to a visitor.
const headers = { 'accept-encoding': 'br, gzip' };

/** `path` a string, or a function of the request's number: each request of the run asks for its own URL. */
function run(base, path, connections, duration = seconds) {
  let n = 0;
  const requests = typeof path === 'function' ? [{ setupRequest: (req) => ({ ...req, path: path(++n) }) }] : undefined;
  const url = typeof path === 'function' ? base : `${base}${path}`;
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, pipelining: 1, headers, requests }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

// Answers a second that were pages (2xx): a render turned away with a 503 is counted apart, as an error.
const row = (name, connections, result) => ({
  name,
  connections,
  rps: result['2xx'] / result.duration,
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.non2xx,
});

async function measure(server, targets) {
  const rows = [];
  for (const [name, path, connections] of targets) {
    await run(server.url, path, connections, 2); // warm-up: let the JIT settle before measuring
    rows.push(row(name, connections, await run(server.url, path, connections)));
  }
  return rows;
}

async function withServer(env, work) {
  const server = await startE2eServer({ env });
  try {
    return await work(server);
  } finally {
    await server.stop();
  }
}

async function firstTrip(server) {
  const trips = await (await fetch(`${server.url}/api/trips?limit=1`)).json();
  return trips.data.trips[0].uuid;
}

/** The bytes a browser receives for a page (brotli; fetch decodes the body, the header tells what was sent). */
async function pageBytes(server, path) {
  const res = await fetch(`${server.url}${path}`, { headers });
  await res.arrayBuffer();
  return Number(res.headers.get('content-length'));
}

/** The built asset whose brotli twin is nearest `bytes`: the ceiling a page of that size is held against. */
function staticOfSize(bytes) {
  const dir = 'dist/web/assets';
  const [best] = readdirSync(dir)
    .filter((file) => file.endsWith('.br'))
    .map((file) => ({ file: file.slice(0, -3), size: statSync(join(dir, file)).size }))
    .sort((a, b) => Math.abs(a.size - bytes) - Math.abs(b.size - bytes));
  return best;
}

const random = () => Math.random().toString(36).slice(2);
let tripPath;
let listBytes;
let tripStatic;
let listStatic;
const cached = await withServer({}, async (server) => {
  const uuid = await firstTrip(server);
  tripPath = `/safari/${uuid}`;
  listBytes = await pageBytes(server, '/tours');
  tripStatic = staticOfSize(await pageBytes(server, tripPath));
  listStatic = staticOfSize(listBytes);
  return measure(server, [
    ['GET /api/trips?limit=50', '/api/trips?limit=50', apiConnections],
    ['GET /api/splash', '/api/splash', apiConnections],
    ['GET /api/trips/{uuid}', `/api/trips/${uuid}`, apiConnections],
    ['page / (cached)', '/', pageConnections],
    ['page /tours (cached)', '/tours', pageConnections],
    ['page /tours, random parameters', () => `/tours?fbclid=${random()}&utm_source=${random()}`, pageConnections],
    ['page /safari/{uuid} (cached)', tripPath, pageConnections],
  ]);
});
// Each render beside its static file, by the same process, in turns: this machine's speed moves from second to second
// (the same file served 1,500 to 4,700 times a second), and a ratio of two rates is fair only when both were measured
// under the same conditions. Each pair is measured RATIO_ROUNDS times, render then file, in short runs taken in turn;
// the rows give the median rate and the ratio is the median of the rounds' own ratios.
const ratioRounds = Number(process.env.BENCH_RATIO_ROUNDS ?? 5);
const roundSeconds = Math.max(1, Math.round(seconds / 2));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const pairedRatios = {};
const uncached = await withServer({ CATALOGUE_CACHE_SECONDS: '0' }, async (server) => {
  const tripUncached = `/safari/${await firstTrip(server)}`;
  const pairs = [
    ['page /tours (cache off)', '/tours', `static, list's size (${listStatic.size} B)`, `/assets/${listStatic.file}`],
    [
      'page /safari/{uuid} (cache off)',
      tripUncached,
      `static, trip's size (${tripStatic.size} B)`,
      `/assets/${tripStatic.file}`,
    ],
  ];
  const rows = await measure(server, [['page / (cache off)', '/', renderConnections]]);
  for (const [render, renderPath, file, filePath] of pairs) {
    await run(server.url, renderPath, renderConnections, 2); // warm-up
    await run(server.url, filePath, pageConnections, 2);
    const rounds = [];
    for (let round = 0; round < ratioRounds; round++) {
      rounds.push([
        await run(server.url, renderPath, renderConnections, roundSeconds),
        await run(server.url, filePath, pageConnections, roundSeconds),
      ]);
    }
    const rowOf = (name, connections, results) => {
      const rates = results.map((result) => row(name, connections, result));
      return {
        ...rates[0],
        rps: median(rates.map((r) => r.rps)),
        p50: median(rates.map((r) => r.p50)),
        p99: median(rates.map((r) => r.p99)),
        errors: rates.reduce((sum, r) => sum + r.errors, 0),
      };
    };
    rows.push(
      rowOf(
        file,
        pageConnections,
        rounds.map(([, f]) => f),
      ),
      rowOf(
        render,
        renderConnections,
        rounds.map(([r]) => r),
      ),
    );
    pairedRatios[render] = median(rounds.map(([r, f]) => row('', 0, r).rps / row('', 0, f).rps));
  }
  return rows;
});

/** One visitor's requests, one after another while `busy` runs: answers by status and p99 in ms. */
async function visitor(base, path, busy) {
  const times = [];
  const statuses = {};
  let done = false;
  void busy.finally(() => (done = true));
  while (!done) {
    const start = performance.now();
    const res = await fetch(`${base}${path}`, { headers });
    await res.arrayBuffer();
    times.push(performance.now() - start);
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
  }
  times.sort((a, b) => a - b);
  const at = (q) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]);
  return {
    name: `  meanwhile: ${path}`,
    connections: 1,
    rps: times.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
    errors: times.length - (statuses[200] ?? 0),
  };
}

/** A flood of distinct list URLs (a parameter the page reads: each a render) while a visitor reads a cached page and the API. */
const flood = await withServer({}, async (server) => {
  // The visitor's connections are open before the flood starts, as a browsing visitor's are.
  for (const path of ['/tours', '/api/trips?limit=12'])
    await (await fetch(`${server.url}${path}`, { headers })).arrayBuffer();
  const busy = run(server.url, (n) => `/tours?checkIn=2027-01-01&sort=${n}-${random()}`, floodConnections);
  const [floodResult, page, api] = await Promise.all([
    busy,
    visitor(server.url, '/tours', busy),
    visitor(server.url, '/api/trips?limit=12', busy),
  ]);
  return [row(`flood: distinct /tours URLs`, floodConnections, floodResult), page, api];
});

const all = [...cached, ...uncached, ...flood];
const rps = (name) => all.find((r) => r.name.startsWith(name)).rps;
const ratio = (a, b) => (rps(a) / rps(b)).toFixed(2);
console.log(`\n${seconds} s per route, on ${process.version}; /tours is ${listBytes} B brotli\n`);
console.log('route                               conns    req/s     p50 ms   p99 ms   errors');
for (const r of all) {
  console.log(
    `${r.name.padEnd(35)} ${String(r.connections).padStart(5)} ${r.rps.toFixed(0).padStart(8)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(8)} ${String(r.errors).padStart(8)}`,
  );
}
console.log(
  `\nbust ratio (random parameters / cached /tours):      ${ratio('page /tours, random', 'page /tours (cached)')}`,
);
console.log(
  `render ratio (/tours cache off / static list size):  ${pairedRatios['page /tours (cache off)'].toFixed(2)}`,
);
console.log(
  `render ratio (trip cache off / static trip size):     ${pairedRatios['page /safari/{uuid} (cache off)'].toFixed(2)}`,
);
console.log(`(render ratios: the median of ${ratioRounds} rounds' ratios, each render and its file measured in turn)`);
console.log('(flood errors are the renders turned away with 503; the visitor rows must show none)');
