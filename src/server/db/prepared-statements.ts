import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * How many statements one connection keeps prepared; beyond it a new statement text runs unnamed, as every
 * statement did before. The texts are the repositories' own (a list with 50 ids has its own text), so a few
 * hundred cover every hot path while bounding what a long-lived connection holds on the server.
 */
export const PREPARED_PER_CONNECTION = 500;

/**
 * Written into a statement whose best plan depends on its values, such as a free-text pattern: one pattern
 * matches a tenth of a table (read it in order and stop), another four rows (look them up in a trigram
 * index). A prepared statement settles on one generic plan after a few runs, and the wrong one cost 72 ms
 * instead of 3 at 200,000 requests, so a statement holding this comment runs unnamed and is planned for its
 * values every time.
 */
export const PLANNED_FOR_ITS_VALUES = '/* planned for its values */';

const nameOf = (text: string) => `s_${createHash('sha1').update(text).digest('base64url')}`;

type QueryConfig = { text: string; name?: string; values?: unknown[] };

/** The statement as a config object when it has parameters and no name yet; null when it stays as it is. */
function parameterized(config: unknown, values: unknown): QueryConfig | null {
  const asConfig = typeof config === 'string' ? { text: config } : (config as QueryConfig | null);
  if (typeof asConfig !== 'object' || asConfig === null || typeof asConfig.text !== 'string') return null;
  const params = Array.isArray(values) ? values : asConfig.values;
  if (asConfig.name || !Array.isArray(params) || params.length === 0) return null;
  return asConfig.text.includes(PLANNED_FOR_ITS_VALUES) ? null : asConfig;
}

/**
 * Runs every parameterized statement of this connection as a named prepared statement (its name is a hash of
 * its text): PostgreSQL parses it once per connection and, after a few executions, reuses its plan. Planning
 * was most of the database's time on the hot paths (a dashboard's six statements spent ~4 ms in parse and
 * bind against ~1 ms executing), as it is for any ORM that does not prepare (decisions 015 and 025).
 *
 * Statements without parameters (DDL, `begin`, `commit`) stay on the simple protocol; a statement marked
 * PLANNED_FOR_ITS_VALUES runs unnamed.
 */
export function prepareStatementsOf(client: pg.PoolClient, limit = PREPARED_PER_CONNECTION): void {
  const prepared = new Set<string>();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((config: unknown, values?: unknown, callback?: unknown) => {
    const statement = parameterized(config, values);
    if (statement) {
      const name = nameOf(statement.text);
      if (prepared.has(name) || prepared.size < limit) {
        prepared.add(name);
        return query({ ...statement, name }, values, callback);
      }
    }
    return query(config, values, callback);
  }) as typeof client.query;
}
