// `npm run bench`: loads the built server on loopback and prints req/s, p50 and p99 per route: the API's
// catalogue calls, the server-rendered home and trip pages with the caches on and off
// (CATALOGUE_CACHE_SECONDS=0), and the ceiling, a static asset served by the same process.
import { readdirSync } from 'node:fs';
import autocannon from 'autocannon';
import { startE2eServer } from '../scripts/e2e-server.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const apiConnections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const pageConnections = Number(process.env.BENCH_PAGE_CONNECTIONS ?? 50);
// What a browser sends: pages and assets go out compressed, as they would to a visitor.
const headers = { 'accept-encoding': 'br, gzip' };

function run(url, connections, duration = seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, pipelining: 1, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function measure(server, targets) {
  const rows = [];
  for (const [name, path, connections] of targets) {
    await run(`${server.url}${path}`, connections, 2); // warm-up: let the JIT settle before measuring
    const result = await run(`${server.url}${path}`, connections);
    rows.push({
      name,
      connections,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
  return rows;
}

async function withServer(env, work) {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  const server = await startE2eServer();
  process.env = saved;
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

const asset = readdirSync('dist/web/assets').find((f) => f.endsWith('.js'));
const rows = await withServer({}, async (server) => {
  const uuid = await firstTrip(server);
  return measure(server, [
    ['GET /api/trips?limit=50', '/api/trips?limit=50', apiConnections],
    ['GET /api/splash', '/api/splash', apiConnections],
    ['GET /api/trips/{uuid}', `/api/trips/${uuid}`, apiConnections],
    ['page / (cached)', '/', pageConnections],
    ['page /safari/{uuid} (cached)', `/safari/${uuid}`, pageConnections],
    ['static asset (ceiling)', `/assets/${asset}`, pageConnections],
  ]);
});
const uncached = await withServer({ CATALOGUE_CACHE_SECONDS: '0' }, async (server) => {
  const uuid = await firstTrip(server);
  return measure(server, [
    ['page / (cache off)', '/', pageConnections],
    ['page /safari/{uuid} (cache off)', `/safari/${uuid}`, pageConnections],
  ]);
});

const all = [...rows, ...uncached];
const ceiling = rows.find((r) => r.name.startsWith('static')).rps;
console.log(`\n${seconds} s per route, on ${process.version}\n`);
console.log('route                             conns    req/s     p50 ms   p99 ms   errors   of ceiling');
for (const r of all) {
  console.log(
    `${r.name.padEnd(33)} ${String(r.connections).padStart(5)} ${r.rps.toFixed(0).padStart(8)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(8)} ${String(r.errors).padStart(8)} ${((r.rps / ceiling) * 100).toFixed(1).padStart(10)}%`,
  );
}
