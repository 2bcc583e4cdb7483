import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { passwordMatches } from '#server/auth/secrets.js';
import { openDatabase, type DatabaseHandle } from '#server/db/client.js';
import { staff, staffAudit } from '#server/db/schema/index.js';
import { freshPostgresUrl } from '#server/test/test-app.js';
import { worldWritable } from '#server/test/world-writable.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const scratchDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'staff-cli-'));
  dirs.push(dir);
  return dir;
};

/** Runs `npm run staff -- …` as a person would (tsx on scripts/staff.ts), with `stdin` piped in. */
function staffCommand(args: string[], env: Record<string, string>, stdin = '') {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const { DATABASE_URL: _ignored, ...parentEnv } = process.env;
    const child = spawn(join('node_modules', '.bin', 'tsx'), ['scripts/staff.ts', ...args], {
      env: { ...parentEnv, LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...env },
      // A busy CI machine (the browser journeys beside the API tests) takes tsx and a new embedded database 20–40 s to start.
      timeout: 80_000,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdin.end(stdin);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const OWNER = ['add', '--email', 'Owner@Kilele.example', '--name', 'Baraka Owner', '--role', 'owner'];

async function expectOwner(database: DatabaseHandle, password: string | null) {
  const [row] = await database.db.select().from(staff).where(eq(staff.email, 'owner@kilele.example'));
  expect(row).toMatchObject({ name: 'Baraka Owner', role: 'owner', active: true });
  if (password) expect(await passwordMatches(row!.passwordHash ?? undefined, password)).toBe(true);
  else expect(row!.passwordHash).toBeNull();
  const audit = await database.db.select().from(staffAudit).where(eq(staffAudit.staffId, row!.id));
  expect(audit.map((entry) => entry.action)).toEqual(password ? ['staff.set_password'] : []);
}

// Each run starts tsx and opens a database: slow on a busy machine.
vi.setConfig({ testTimeout: 240_000 });

describe('npm run staff (embedded database)', () => {
  it('adds the first owner with a password from stdin, migrating a new data folder first', async () => {
    const dataDir = scratchDir();
    const run = await staffCommand([...OWNER, '--password-stdin'], { DATA_DIR: dataDir }, 'ngorongoro-crater\n');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    // The embedded database writes its files world-writable whatever the mask: the command closes them.
    expect(worldWritable(dataDir)).toEqual([]);
    expect(run.stdout).toContain('Added Baraka Owner <owner@kilele.example> as owner');
    const database = await openDatabase({ dataDir });
    try {
      await expectOwner(database, 'ngorongoro-crater');
    } finally {
      await database.close();
    }
  });

  it('prints its usage for --help, without a stack trace', async () => {
    const run = await staffCommand(['--help'], { DATA_DIR: scratchDir() });
    expect(run.code).toBe(0);
    expect(run.stdout.trim()).toBe(
      'usage: npm run staff -- add --email E --name N --role owner|agent [--password-stdin]',
    );
    expect(run.stderr).toBe('');
  });

  it('prints a one-time set-password link on PUBLIC_URL without --password-stdin', async () => {
    const run = await staffCommand(OWNER, { DATA_DIR: scratchDir(), PUBLIC_URL: 'https://kilele.example/shop' });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/https:\/\/kilele\.example\/shop\/admin\/set-password\?token=[A-Za-z0-9_-]{43}/);
  });

  it('refuses a short password, a bad role and a taken e-mail', async () => {
    const dataDir = scratchDir();
    const short = await staffCommand([...OWNER, '--password-stdin'], { DATA_DIR: dataDir }, 'short\n');
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('Password must be at least 12 characters long.');
    const role = await staffCommand(['add', '--email', 'a@b.example', '--name', 'A', '--role', 'boss'], {
      DATA_DIR: dataDir,
    });
    expect(role.code).toBe(1);
    expect(role.stderr).toContain('Please choose a role: owner or agent.');
    expect((await staffCommand(OWNER, { DATA_DIR: dataDir })).code).toBe(0);
    const taken = await staffCommand(OWNER, { DATA_DIR: dataDir });
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('A staff member with this email already exists.');
  });

  it('fails at once while a server holds the data folder, and leaves it whole', async () => {
    const dataDir = scratchDir();
    const server = await openDatabase({ dataDir });
    try {
      const run = await staffCommand(OWNER, { DATA_DIR: dataDir });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('stop the server first: the embedded database admits one process');
      await server.ping();
    } finally {
      await server.close();
    }
    expect((await staffCommand(OWNER, { DATA_DIR: dataDir })).code).toBe(0);
  });
});

describe.runIf(inject('pgTemplateUrl'))('npm run staff (PostgreSQL)', () => {
  it('adds the owner on DATABASE_URL', async () => {
    const url = await freshPostgresUrl();
    const run = await staffCommand(
      [...OWNER, '--password-stdin'],
      { DATABASE_URL: url, DATA_DIR: scratchDir() },
      'ngorongoro-crater',
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const database = await openDatabase({ databaseUrl: url, poolSize: 1 });
    try {
      await expectOwner(database, 'ngorongoro-crater');
    } finally {
      await database.close();
    }
  });
});
