// Starts the built server (`npm run build` first) for browser tests, audits and benchmarks: a free port, a fresh
// data dir, and with DATABASE_URL a fresh PostgreSQL database that is dropped afterwards, so every run
// sees the demo catalogue exactly as seeded.
//
// As a module: `const server = await startE2eServer(); … await server.stop();`
// As a command (Playwright's webServer): prints `E2E server ready at <url>` and stops on SIGTERM/SIGINT.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from './free-port.mjs';

const SERVER_ENTRY = 'dist/server/server.mjs';
/** The server's Node flags as `npm start` gives them (package.json's config, decision 028): measured as it runs. */
const SERVER_NODE_FLAGS = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
  .config.serverNodeFlags.split(' ')
  .filter(Boolean);
// A busy CI machine (the browser journeys and two test workers on two cores) once took over 90 s to migrate and seed.
const START_TIMEOUT_MS = 180_000;

/**
 * Where a spec finds the server's DATA_DIR (its mail outbox, its uploads): a small file named by the
 * port, which the specs know from E2E_PORT. See e2e/support/data-dir.ts.
 */
export const dataDirPointer = (port) => join(tmpdir(), `storefront-e2e-${port}.data-dir`);

/** Runs one statement on the cluster of `adminUrl` (create/drop database cannot run in a transaction). */
async function onCluster(adminUrl, sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** With DATABASE_URL: a new database beside the given one, so the run never sees earlier rows. */
async function freshDatabase(adminUrl) {
  const name = `e2e_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await onCluster(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onCluster(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

async function waitUntilAnswering(url, child) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before answering`);
    try {
      const res = await fetch(`${url}/api/splash`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`the server did not answer /api/splash within ${START_TIMEOUT_MS / 1000} s`);
    await sleep(200);
  }
}

function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** The back office's first owner in browser journeys, made the way the README says: the staff command. */
export const E2E_OWNER = { email: 'owner@kilele.example', name: 'Zawadi Mrema', password: 'karibu-owner-2026' };

/** Runs `npm run staff -- add …` for the owner before the server opens the database (PGlite admits one process). */
function addOwner(env) {
  return new Promise((resolve, reject) => {
    const args = ['--import', 'tsx', 'scripts/staff.ts', 'add', '--email', E2E_OWNER.email, '--name', E2E_OWNER.name];
    const child = spawn(process.execPath, [...args, '--role', 'owner', '--password-stdin'], {
      env,
      stdio: ['pipe', 'ignore', 'inherit'],
    });
    child.stdin.end(`${E2E_OWNER.password}\n`);
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the staff command exited with ${code}`))));
  });
}

/**
 * `owner: true` first makes the back office's owner (`E2E_OWNER`) with the staff command.
 * `backend`: 'pglite' or 'postgres' (a fresh database beside DATABASE_URL, or the machine's local cluster);
 * by default PostgreSQL exactly when DATABASE_URL is set. `stop({ keepData: true })` stops the process but
 * keeps its data dir and database for a look afterwards; `cleanup()` removes them.
 * `reuse`: an earlier server's `{ dataDir, databaseUrl, cleanup }` (stopped with keepData): this one opens
 * the same data instead of fresh ones, and its cleanup is the earlier one's.
 * `env`: extra environment for the server process. `nodeArgs`: flags for its Node (`--expose-gc`, `--import`),
 * after the ones `npm start` gives it.
 * `ipc`: an IPC channel to the process (`server.child.send`), for a test's own probe loaded with `--import`.
 */
export async function startE2eServer({
  backend,
  owner = false,
  reuse,
  env: extraEnv = {},
  nodeArgs = [],
  ipc = false,
} = {}) {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` first`);
  const dataDir = reuse?.dataDir ?? mkdtempSync(join(tmpdir(), 'storefront-e2e-'));
  const usePostgres = reuse
    ? Boolean(reuse.databaseUrl)
    : backend
      ? backend === 'postgres'
      : Boolean(process.env.DATABASE_URL);
  const database = reuse
    ? reuse.databaseUrl && { url: reuse.databaseUrl, drop: async () => {} }
    : usePostgres
      ? await freshDatabase(process.env.DATABASE_URL ?? DEFAULT_ADMIN_URL)
      : undefined;
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_ALLOW: '127.0.0.1,::1,::ffff:127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...extraEnv,
  };
  if (database) env.DATABASE_URL = database.url;
  else delete env.DATABASE_URL;
  // Hermetic: the demo catalogue, stored exchange rates, and e-mail written to the temp outbox.
  env.SEED_DEMO = 'true';
  delete env.RATES_PROVIDER_URL;
  delete env.SMTP_URL;
  if (owner) await addOwner(env);
  const stdio = ['ignore', 'inherit', 'inherit', ...(ipc ? ['ipc'] : [])];
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...nodeArgs, SERVER_ENTRY], { env, stdio });
  const url = `http://127.0.0.1:${port}`;
  writeFileSync(dataDirPointer(port), dataDir);
  let cleaned;
  const cleanup = () =>
    (cleaned ??= (async () => {
      await reuse?.cleanup();
      rmSync(dataDirPointer(port), { force: true });
      rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
    })());
  const stop = async ({ keepData = false } = {}) => {
    await stopChild(child);
    if (!keepData) await cleanup();
  };
  try {
    await waitUntilAnswering(url, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dataDir, databaseUrl: database?.url, child, stop, cleanup };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const server = await startE2eServer({ owner: true });
  console.log(`E2E server ready at ${server.url}`);
  const shutdown = async () => {
    await server.stop();
    process.exit(0);
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}
