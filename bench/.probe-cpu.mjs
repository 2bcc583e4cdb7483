import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { startE2eServer } from '../scripts/e2e-server.mjs';
const secs = Number(process.env.SECS ?? 5);
const stat = () => readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/\s+/).slice(1).map(Number);
const server = await startE2eServer({ env: { CATALOGUE_CACHE_SECONDS: '0' } });
const trips = await (await fetch(`${server.url}/api/trips?limit=1`)).json();
const path = process.env.PAGE === 'list' ? '/tours' : `/safari/${trips.data.trips[0].uuid}`;
const go = (p, c, d) => new Promise((r, j) => autocannon({ url: server.url + p, connections: c, duration: d, headers: { 'accept-encoding': 'br, gzip' } }, (e, x) => (e ? j(e) : r(x))));
await go(path, 10, 3);
for (let i = 0; i < Number(process.env.ROUNDS ?? 3); i++) {
  const a = stat();
  const r = await go(path, 10, secs);
  const b = stat();
  const d = b.map((v, k) => v - a[k]);
  const total = d.reduce((s, v) => s + v, 0);
  const idle = d[3] + d[4];
  console.log(`render ${(r['2xx'] / r.duration).toFixed(0)}/s p50 ${r.latency.p50} machine busy ${(100 * (1 - idle / total) * 2).toFixed(0)}% of 200`);
}
await server.stop();
