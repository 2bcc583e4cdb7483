// A/B of node args (or env) on uncached renders: VARIANTS JSON [{name, nodeArgs, env}], paired rounds
import autocannon from 'autocannon';
import { startE2eServer } from '../scripts/e2e-server.mjs';
const variants = JSON.parse(process.env.VARIANTS);
const secs = Number(process.env.SECS ?? 2), rounds = Number(process.env.ROUNDS ?? 10);
const servers = [];
const home = process.cwd();
for (const v of variants) { process.chdir(v.dir ?? home); servers.push(await startE2eServer({ env: { CATALOGUE_CACHE_SECONDS: '0', ...(v.env ?? {}) }, nodeArgs: v.nodeArgs ?? [] })); process.chdir(home); }
const pages = [];
for (const s of servers) { const t = await (await fetch(`${s.url}/api/trips?limit=1`)).json(); pages.push(process.env.PAGE === 'list' ? '/tours' : `/safari/${t.data.trips[0].uuid}`); }
const go = (url, d) => new Promise((r, j) => autocannon({ url: url + pages[servers.findIndex((s) => s.url === url)], connections: 10, duration: d, headers: { 'accept-encoding': 'br, gzip' } }, (e, x) => (e ? j(e) : r(x['2xx'] / x.duration))));
for (const s of servers) await go(s.url, 3);
const rates = variants.map(() => []);
for (let i = 0; i < rounds; i++) {
  const order = i % 2 ? [...servers.keys()].reverse() : [...servers.keys()];
  for (const k of order) rates[k].push(await go(servers[k].url, secs));
}
const med = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
for (let k = 0; k < variants.length; k++) {
  const ratios = rates[k].map((r, i) => r / rates[0][i]);
  console.log(`${variants[k].name.padEnd(12)} median ${med(rates[k]).toFixed(0)}/s  paired vs ${variants[0].name}: ${med(ratios).toFixed(3)} (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})`);
}
for (const s of servers) await s.stop();
