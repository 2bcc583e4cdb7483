// `npm run bench`: loads the built server on loopback and prints req/s, p50 and p99 per route,
// and each API route's share of the ceiling (a static asset served by the same process).
import { readdirSync } from 'node:fs';
import autocannon from 'autocannon';
import { startE2eServer } from '../scripts/e2e-server.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

function run(url, duration = seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, pipelining: 1 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const server = await startE2eServer();
try {
  const trips = await (await fetch(`${server.url}/api/trips?limit=1`)).json();
  const tripUuid = trips.data.trips[0].uuid;
  const asset = readdirSync('dist/web/assets').find((f) => f.endsWith('.js'));
  const targets = [
    ['GET /api/trips?limit=50', '/api/trips?limit=50'],
    ['GET /api/splash', '/api/splash'],
    ['GET /api/trips/{uuid}', `/api/trips/${tripUuid}`],
    ['static asset (ceiling)', `/assets/${asset}`],
  ];
  const rows = [];
  for (const [name, path] of targets) {
    await run(`${server.url}${path}`, 2); // warm-up: let the JIT settle before measuring
    const result = await run(`${server.url}${path}`);
    rows.push({
      name,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
  const ceiling = rows.at(-1).rps;
  console.log(`\n${connections} connections, ${seconds} s per route, on ${process.version}\n`);
  console.log('route                          req/s     p50 ms   p99 ms   errors   of ceiling');
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(30)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(8)} ${String(r.errors).padStart(8)} ${((r.rps / ceiling) * 100).toFixed(1).padStart(10)}%`,
    );
  }
} finally {
  await server.stop();
}
