import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// eslint-disable-next-line no-restricted-imports -- a script, not a layer: no #alias reaches scripts/
import { freePort } from '../../../scripts/free-port.mjs';

export { freePort };

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** its own DATA_DIR (a temporary folder removed on stop), unless `env` named another */
  dataDir: string;
  /** everything the process printed, for a failing test's message */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts `src/server/server.ts` as its own process (through tsx) and waits until /readyz answers. */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 150_000): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-proc-'));
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: join(dataDir, 'no-web'),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;

  const stop = (signal: NodeJS.Signals = 'SIGTERM') =>
    new Promise<number | null>((resolve) => {
      const done = () => {
        rmSync(dataDir, { recursive: true, force: true });
        resolve(child.exitCode);
      };
      if (child.exitCode !== null || child.signalCode !== null) return done();
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', () => {
        clearTimeout(force);
        done();
      });
      child.kill(signal);
    });

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`);
    const ready = await fetch(`${url}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      await stop('SIGKILL');
      throw new Error(`server not ready within ${timeoutMs} ms:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, child, dataDir: env.DATA_DIR ?? dataDir, output: () => log, stop };
}
