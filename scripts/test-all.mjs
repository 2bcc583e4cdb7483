// `npm test`: every test, in stages, each timed, with the counts of each stage at the end.
//
//   unit and component      no database (once)
//   api and faults          through the real app, on each database asked for
//   browser journeys        once, against the built server
//
// Which databases: PGlite alone by default; with DATABASE_URL, PostgreSQL alone (as before); with
// TEST_POSTGRES_URL (CI), the API and fault tests run on PGlite and again on that PostgreSQL, and the browser
// journeys once, on PGlite (docs/testing.md says why). TEST_SKIP_BUILD=1 uses the build already made; otherwise the app is built first.
// TEST_LANES=1 runs every stage one after the other; by default two lanes run side by side (the browser
// journeys beside the Vitest stages), since no stage keeps both cores busy alone.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { countPlaywright, countVitest, formatSummary } from './test-all-report.mjs';

const RESULTS = '.cache/test-results';
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

const postgresAlone = process.env.DATABASE_URL;
const postgresToo = process.env.TEST_POSTGRES_URL;
const lanes = process.env.TEST_LANES === '1' ? 1 : 2;

/** The runners write plain text into the log: no colour codes. */
function withoutColour(env) {
  const { FORCE_COLOR: _force, ...rest } = env;
  return rest;
}

/** Runs a command with each line of its output prefixed by the stage's name; resolves with its exit code. */
function run(label, command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env: { ...withoutColour(process.env), NO_COLOR: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const prefix = (stream, out) => {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) out.write(`[${label}] ${line}\n`);
      });
      stream.on('end', () => rest && out.write(`[${label}] ${rest}\n`));
    };
    prefix(child.stdout, process.stdout);
    prefix(child.stderr, process.stderr);
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const vitest = (label, projects, env = {}, exclude = []) => {
  const output = join(RESULTS, `${label}.json`);
  return {
    label,
    run: () =>
      run(
        label,
        'npx',
        [
          'vitest',
          'run',
          ...projects.flatMap((p) => ['--project', p]),
          ...exclude.flatMap((glob) => ['--exclude', glob]),
          '--reporter=dot',
          '--reporter=json',
          `--outputFile.json=${output}`,
        ],
        env,
      ),
    count: () => countVitest(output),
  };
};

/** The API and fault tests on one database: the fault tests after the API tests (a PostgreSQL restart cuts every connection). */
function databaseStages(name, env, exclude = []) {
  return [vitest(`api on ${name}`, ['api'], env, exclude), vitest(`faults on ${name}`, ['faults'], env)];
}

/**
 * When both databases run (CI), what costs minutes and proves the same on either runs in full once, on PostgreSQL
 * (production's): the built server under thousands of page URLs (its heap and render queue, not the driver), and
 * the hostile-input fuzz, which PGlite still meets with a tenth of its requests (same seed).
 */
const ONCE_ON_POSTGRES = ['src/server/ssr/pages-under-load.api.test.ts'];
const PGLITE_BESIDE_POSTGRES = { FUZZ_REQUESTS: '2000' };

const browser = {
  label: 'browser journeys',
  run: async () => {
    const ready = await run('browser journeys', 'bash', ['scripts/ensure-chromium.sh']);
    if (ready !== 0) return ready;
    // The journeys' server takes its database from DATABASE_URL: unset unless PostgreSQL is the only one asked for.
    return run('browser journeys', 'npx', ['playwright', 'test', '--reporter=dot,json'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: join(RESULTS, 'browser journeys.json'),
    });
  },
  count: () => countPlaywright(join(RESULTS, 'browser journeys.json')),
};

const withRedis = async (stage) => {
  const up = await run(stage.label, 'bash', ['scripts/ensure-redis.sh']);
  return up === 0 ? stage.run() : up;
};

const onPostgres = (stages) => stages.map((s) => ({ ...s, run: () => withRedis(s) }));
const unitAndComponent = vitest('unit and component', ['unit', 'component']);
/** Two lanes of about equal length: each database's API tests, then its fault tests, stay in one lane. */
let laneA;
let laneB;
if (postgresAlone) {
  laneA = [unitAndComponent, ...onPostgres(databaseStages('PostgreSQL', {}))];
  laneB = [browser];
} else if (postgresToo) {
  // The browser journeys are the longest stage: they get a lane of their own, the Vitest stages share the other.
  laneA = [
    unitAndComponent,
    ...databaseStages('PGlite', PGLITE_BESIDE_POSTGRES, ONCE_ON_POSTGRES),
    ...onPostgres(databaseStages('PostgreSQL', { DATABASE_URL: postgresToo })),
  ];
  laneB = [browser];
} else {
  laneA = [unitAndComponent, ...databaseStages('PGlite', {})];
  laneB = [browser];
}

const results = [];
async function runLane(stages) {
  for (const stage of stages) {
    const started = Date.now();
    console.log(`== ${stage.label}: started`);
    const code = await stage.run();
    const seconds = (Date.now() - started) / 1000;
    console.log(`== ${stage.label}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds.toFixed(0)} s`);
    results.push({ label: stage.label, code, seconds, counts: stage.count() });
  }
}

const started = Date.now();
// The browser journeys and the API tests of the built server (pages under load) read dist/: built once, first.
if (process.env.TEST_SKIP_BUILD !== '1' || !existsSync('dist/server/server.mjs')) {
  await runLane([
    {
      label: 'build',
      run: () => run('build', 'npm', ['run', 'build']),
      count: () => ({ passed: 0, failed: 0, skipped: 0 }),
    },
  ]);
  if (results[0].code !== 0) {
    console.log(formatSummary(results, (Date.now() - started) / 1000));
    process.exit(1);
  }
}
if (lanes === 1) await runLane([...laneA, ...laneB]);
else await Promise.all([runLane(laneA), runLane(laneB)]);

const order = ['build', ...laneA, ...laneB].map((s) => s.label);
results.sort((a, b) => order.indexOf(a.label) - order.indexOf(b.label));
console.log(formatSummary(results, (Date.now() - started) / 1000));
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
