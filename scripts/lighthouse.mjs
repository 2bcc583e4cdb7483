// `npm run lighthouse`: audits the built site (run `npm run build` first) in Debian's Chromium with
// Lighthouse's mobile defaults (form factor and simulated throttling) on Home, /tours, /safaris, a
// safari, a Zanzibar tour, a destination and the safari in German (LIGHTHOUSE_ONLY: a comma-separated list of their names, e.g.
// `Safaris,Safari`), 3 runs each (LIGHTHOUSE_RUNS). Each score and metric printed is
// the median of its own values over the runs (a page's fastest LCP and its slowest TBT need not be one run),
// with every run's LCP and TBT beside it; what costs performance is read from the median run by score. The
// JSON reports go to .cache/lighthouse/. The server and Chrome are stopped whatever happens.
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

/** The value in the middle (the lower of the two middle ones for an even count). */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

const medianScore = (lhrs, id) => {
  const scores = lhrs.map((lhr) => lhr.categories[id]?.score).filter((value) => value != null);
  return scores.length === 0 ? '  –' : String(Math.round(median(scores) * 100)).padStart(3);
};

/** A metric's median over the runs, in Lighthouse's units: seconds to two decimals, milliseconds, or CLS. */
function medianMetric(lhrs, id) {
  const values = lhrs.map((lhr) => lhr.audits[id]?.numericValue).filter((value) => value != null);
  if (values.length === 0) return '–';
  const value = median(values);
  if (id === 'cumulative-layout-shift') return String(Math.round(value * 1000) / 1000);
  if (id === 'total-blocking-time') return `${Math.round(value)} ms`;
  return `${(value / 1000).toFixed(2)} s`;
}

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

/** Attempts at one run before giving up: Chrome now and then loses a trace (NO_NAVSTART), which says nothing of the page. */
const ATTEMPTS = 3;

let server;
let chrome;

/** One Lighthouse run of a URL; a run whose trace was lost is run again. */
async function audit(url) {
  for (let attempt = 1; ; attempt++) {
    // Mobile form factor and simulated throttling are Lighthouse's defaults; only the output is set.
    const one = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!one) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = one.lhr.runtimeError;
    if (!error) return one;
    if (attempt === ATTEMPTS) throw new Error(`${url}: ${error.code} ${error.message}`);
    console.error(`${url}: ${error.code}, running it again`);
  }
}
let failed = false;
try {
  server = await startE2eServer();
  const only = process.env.LIGHTHOUSE_ONLY?.split(',');
  const details = await detailPaths(server.url);
  const pages = [
    ['Home', '/'],
    ['Tours', '/tours'],
    ['Safaris', '/safaris'],
    ...details,
    // A page in another language, as its visitors and search engines see it.
    ...details.slice(0, 1).map(([name, path]) => [`${name} (de)`, `/de${path}`]),
  ].filter(([name]) => !only || only.includes(name));
  chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'error' });
  mkdirSync(OUT_DIR, { recursive: true });

  const rows = [];
  for (const [name, path] of pages) {
    const results = [];
    for (let run = 0; run < RUNS; run++) results.push(await audit(`${server.url}${path}`));
    const result = medianRun(results);
    const { lhr } = result;
    const file = join(OUT_DIR, `${name.toLowerCase().replace(/\s+/g, '-')}.json`);
    writeFileSync(file, result.report);
    rows.push({ name, path, lhr, lhrs: results.map((one) => one.lhr), file });
  }

  console.log(
    `\nLighthouse ${rows[0]?.lhr.lighthouseVersion} · mobile, simulated throttling · ${rows[0]?.lhr.environment.hostUserAgent}\n`,
  );
  console.log(
    `${'page'.padEnd(14)} perf  a11y  best   seo   ${METRICS.map(([, label]) => label.padStart(8)).join('')}`,
  );
  for (const { name, lhrs } of rows) {
    const scores = CATEGORIES.map((id) => medianScore(lhrs, id)).join('   ');
    const metrics = METRICS.map(([id]) => medianMetric(lhrs, id).padStart(8)).join('');
    const runs = lhrs
      .map(
        (lhr) =>
          `${(lhr.audits['largest-contentful-paint'].numericValue / 1000).toFixed(2)}/${Math.round(lhr.audits['total-blocking-time'].numericValue)}`,
      )
      .join(' ');
    console.log(`${name.padEnd(14)} ${scores}   ${metrics}   runs LCP s/TBT ms: ${runs}`);
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
