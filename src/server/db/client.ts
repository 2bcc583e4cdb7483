import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
import { newPglite, snapshotPglite } from './pglite.js';
import { makeDataDirPrivate } from './private-data-dir.js';
import { listenOnPostgres, type ListenState } from './postgres-listen.js';
import { prepareStatementsOf } from './prepared-statements.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** One type for both drivers: the repositories never know which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Transaction;

/** Connections of the database pool, for the metrics (docs/operations/README.md). */
export interface PoolStats {
  max: number;
  total: number;
  idle: number;
  /** queries waiting for a free connection */
  waiting: number;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL: the pool's connections now; the embedded database is always one connection of one */
  poolStats(): PoolStats;
  /** throws when the database cannot answer */
  ping(): Promise<void>;
  /** runs fn while holding a database-wide lock, so that processes starting together take turns */
  exclusive<T>(lockKey: number, fn: () => Promise<T>): Promise<T>;
  /** the embedded database only: its data folder as one uncompressed tar, consistent (see backup/snapshot.ts) */
  snapshot?: () => Promise<Blob>;
  /**
   * Calls `onPayload` with each notification sent on `channel` (`pg_notify`) once the transaction that sent it
   * commits; returns a function that stops listening. The embedded database delivers at the commit itself (one
   * process holds it, so its own writes are all there are) and is never `down`; PostgreSQL delivers a moment
   * later, from any process, on a connection of its own that may drop (`onState`, postgres-listen.ts).
   */
  listen: (
    channel: string,
    onPayload: (payload: string) => void,
    onState?: (state: ListenState) => void | Promise<void>,
  ) => Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir?: string;
  /** an already open embedded instance (tests load a migrated copy) */
  pglite?: PGlite;
  poolSize?: number;
  /** called with every SQL statement and its parameters (tests count and explain queries with it) */
  onQuery?: (sql: string, params: unknown[]) => void;
}

const queryLogger = (onQuery?: (sql: string, params: unknown[]) => void) =>
  onQuery ? { logger: { logQuery: (query: string, params: unknown[]) => onQuery(query, params) } } : {};

/** Throws when the database cannot answer (the handles' `ping`, the readiness probe). */
export async function pingDatabase(db: DbOrTx): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Drizzle over a node-postgres pool: the app's own, or a store's (storage/postgres-store.ts). */
export function postgresDatabase(pool: pg.Pool, onQuery?: (sql: string, params: unknown[]) => void): Database {
  return drizzleNodePg(pool, { schema, ...queryLogger(onQuery) }) as unknown as Database;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10, options.onQuery);
  let client = options.pglite;
  let release = () => {};
  let ownFolder: string | undefined;
  if (!client) {
    const dir = options.dataDir ?? './data';
    ownFolder = dir;
    mkdirSync(dir, { recursive: true });
    // Fails at once when another process has the folder open (see data-dir-lock.ts).
    release = lockDataDir(dir);
    try {
      client = newPglite(`${dir}/pglite`);
      await client.waitReady;
    } catch (error) {
      release();
      throw error;
    }
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema, ...queryLogger(options.onQuery) }) as unknown as Database;
  const embedded = client;
  return {
    db,
    kind: 'pglite',
    poolStats: () => ({ max: 1, total: 1, idle: 1, waiting: 0 }),
    ping: () => pingDatabase(db),
    exclusive: (_key, fn) => fn(),
    snapshot: () => snapshotPglite(embedded),
    listen: (channel, onPayload) => embedded.listen(channel, onPayload),
    close: async () => {
      if (!embedded.closed) await embedded.close();
      // The embedded database writes its files world-writable (666) whatever the process's mask: a
      // command that opened the folder (npm run staff) leaves it private, as the server's start does.
      if (ownFolder !== undefined) makeDataDirPrivate(ownFolder);
      release();
    },
  };
}

function openPostgres(url: string, max: number, onQuery?: (sql: string, params: unknown[]) => void): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000 });
  // A dropped connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  pool.on('connect', (client) => prepareStatementsOf(client));
  const db = postgresDatabase(pool, onQuery);
  return {
    db,
    kind: 'postgres',
    poolStats: () => ({ max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    ping: () => pingDatabase(db),
    listen: (channel, onPayload, onState = () => {}) => listenOnPostgres(url, channel, onPayload, onState),
    exclusive: async (key, fn) => {
      // A session-level advisory lock needs one connection for lock and unlock: not a pooled one.
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        return await fn();
      } finally {
        await client.end();
      }
    },
    close: async () => {
      await pool.end();
    },
  };
}
