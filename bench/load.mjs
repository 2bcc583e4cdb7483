// `npm run bench:load`: the built server on loopback, on PostgreSQL and on PGlite, under a mix of catalogue
// reads, bookings and inquiries at 10, 50 and 200 connections. Prints req/s, p50/p99 and errors per step,
// then checks the database: every accepted booking and inquiry is stored exactly once, and nothing else.
// LOAD_SECONDS (per step, default 8), LOAD_STEPS (default 10,50,200), LOAD_BACKENDS (default postgres,pglite).
import { startE2eServer } from '../scripts/e2e-server.mjs';
import { runStep } from './lib/load-generator.mjs';
import { createLoadMix } from './lib/load-mix.mjs';
import { verifyStored } from './lib/verify-stored.mjs';

const seconds = Number(process.env.LOAD_SECONDS ?? 8);
const steps = (process.env.LOAD_STEPS ?? '10,50,200').split(',').map(Number);
const backends = (process.env.LOAD_BACKENDS ?? 'postgres,pglite').split(',');

const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
let failed = false;

for (const backend of backends) {
  const server = await startE2eServer({ backend });
  let verdict;
  try {
    const mix = await createLoadMix(server.url);
    console.log(`\n== ${backend}: ${seconds} s per step, loopback, built server`);
    console.log('| connections | req/s | p50 ms | p99 ms | errors | bookings accepted | inquiries accepted |');
    console.log('|---|---|---|---|---|---|---|');
    for (const connections of steps) {
      const before = mix.acceptedCounts();
      const result = await runStep({ baseUrl: server.url, connections, seconds, next: mix.next });
      const after = mix.acceptedCounts();
      console.log(
        `| ${connections} | ${fmt(result.rps)} | ${fmt(result.p50, 1)} | ${fmt(result.p99, 1)} | ${result.errors} | ${after.bookings - before.bookings} | ${after.inquiries - before.inquiries} |`,
      );
      if (result.errors > 0) {
        failed = true;
        console.log(`   errors by kind: ${JSON.stringify(result.byKind)}; statuses: ${JSON.stringify(mix.failures())}`);
      }
    }
    await server.stop({ keepData: true });
    verdict = await verifyStored(backend, server, mix.accepted);
  } finally {
    await server.stop();
    await server.cleanup?.();
  }
  console.log(`   database check: ${verdict.summary}`);
  if (!verdict.ok) {
    failed = true;
    for (const problem of verdict.problems.slice(0, 10)) console.log(`   ✗ ${problem}`);
  }
}

if (failed) {
  console.error('\nbench:load found errors or a database mismatch');
  process.exit(1);
}
