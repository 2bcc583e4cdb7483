// `npm run lighthouse`: audits the built site (run `npm run build` first) in Debian's Chromium with
// Lighthouse's mobile defaults (form factor and simulated throttling) on Home, /tours, /safaris, a
// safari, a Zanzibar tour and a destination, 3 runs each (LIGHTHOUSE_RUNS), and reports the median run
// by performance score. Prints the four category scores per page and what costs performance; the JSON
// reports go to .cache/lighthouse/. The server and Chrome are stopped whatever happens.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startE2eServer } from './e2e-server.mjs';

const CHROME_PATH = '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
];
const OUT_DIR = '.cache/lighthouse';

const score = (category) => (category?.score == null ? '  –' : String(Math.round(category.score * 100)).padStart(3));

/** The opportunities and diagnostics that cost the most, as Lighthouse estimates them. */
function costliest(lhr, count = 4) {
  return Object.values(lhr.audits)
    .filter((a) => a.details?.type === 'opportunity' && (a.numericValue ?? 0) > 0 && a.score !== null && a.score < 1)
    .sort((a, b) => (b.numericValue ?? 0) - (a.numericValue ?? 0))
    .slice(0, count)
    .map((a) => `${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
}

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/** The first safari, Zanzibar tour and destination of the catalogue. */
async function detailPaths(baseUrl) {
  const trips = (await (await fetch(`${baseUrl}/api/trips?limit=50`)).json()).data.trips;
  const destinations = (await (await fetch(`${baseUrl}/api/destinations?limit=1`)).json()).data.destinations;
  const safari = trips.find((t) => /safari|trek/i.test(t.trip_type.name));
  const tour = trips.find((t) => /tour/i.test(t.trip_type.name));
  if (!safari || !tour || !destinations[0]) throw new Error('the catalogue has no trip or destination to audit');
  return [
    ['Safari', `/safari/${safari.uuid}`],
    ['Zanzibar tour', `/zanzibar-tour/${tour.uuid}`],
    ['Destination', `/destination/${destinations[0].uuid}`],
  ];
}

/** The run in the middle by performance score (Lighthouse's own advice for noisy simulated runs). */
const medianRun = (results) =>
  [...results].sort((a, b) => (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0))[
    Math.floor(results.length / 2)
  ];

let server;
let chrome;
let failed = false;
try {
  server = await startE2eServer();
  const pages = [['Home', '/'], ['Tours', '/tours'], ['Safaris', '/safaris'], ...(await detailPaths(server.url))];
  chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'error' });
  mkdirSync(OUT_DIR, { recursive: true });

  const rows = [];
  for (const [name, path] of pages) {
    const results = [];
    for (let run = 0; run < RUNS; run++) {
      // Mobile form factor and simulated throttling are Lighthouse's defaults; only the output is set.
      const one = await lighthouse(`${server.url}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      if (!one) throw new Error(`Lighthouse returned nothing for ${path}`);
      results.push(one);
    }
    const result = medianRun(results);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const file = join(OUT_DIR, `${name.toLowerCase().replace(/\s+/g, '-')}.json`);
    writeFileSync(file, result.report);
    rows.push({ name, path, lhr, file });
  }

  console.log(
    `\nLighthouse ${rows[0]?.lhr.lighthouseVersion} · mobile, simulated throttling · ${rows[0]?.lhr.environment.hostUserAgent}\n`,
  );
  console.log(
    `${'page'.padEnd(14)} perf  a11y  best   seo   ${METRICS.map(([, label]) => label.padStart(8)).join('')}`,
  );
  for (const { name, lhr } of rows) {
    const c = lhr.categories;
    const metrics = METRICS.map(([id]) =>
      (lhr.audits[id]?.displayValue ?? '–').replace(/\u00a0/g, ' ').padStart(8),
    ).join('');
    console.log(
      `${name.padEnd(14)} ${score(c.performance)}   ${score(c.accessibility)}   ${score(c['best-practices'])}   ${score(c.seo)}   ${metrics}`,
    );
  }
  for (const { name, path, lhr, file } of rows) {
    console.log(`\n${name} (${path}) → ${file}`);
    const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet;
    if (lcpElement) console.log(`  LCP element: ${lcpElement.slice(0, 140)}`);
    for (const line of costliest(lhr)) console.log(`  costs performance: ${line}`);
    const failing = Object.values(lhr.audits).filter(
      (a) =>
        a.score !== null &&
        a.score < 0.9 &&
        ['binary', 'numeric'].includes(a.scoreDisplayMode) &&
        !a.details?.type?.startsWith('opportunity'),
    );
    for (const a of failing.slice(0, 6))
      console.log(`  below 90: ${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  }
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
} finally {
  try {
    chrome?.kill();
  } catch (error) {
    console.error('stopping Chrome failed:', error);
  }
  await server?.stop().catch((error) => console.error('stopping the server failed:', error));
}
process.exit(failed ? 1 : 0);
