/** Types of e2e-server.mjs, which Playwright and the benchmarks run with plain Node. */
import type { ChildProcess } from 'node:child_process';

export declare const E2E_OWNER: { email: string; name: string; password: string };
export declare function dataDirPointer(port: number | string): string;

export interface E2eServer {
  url: string;
  dataDir: string;
  databaseUrl: string | undefined;
  child: ChildProcess;
  stop(options?: { keepData?: boolean }): Promise<void>;
  cleanup(): Promise<void>;
}

export declare function startE2eServer(options?: {
  backend?: 'pglite' | 'postgres';
  owner?: boolean;
  reuse?: Pick<E2eServer, 'dataDir' | 'databaseUrl' | 'cleanup'>;
  env?: Record<string, string>;
  nodeArgs?: string[];
  ipc?: boolean;
}): Promise<E2eServer>;
