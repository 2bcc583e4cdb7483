import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshPostgresUrl } from '#server/test/test-app.js';
import { PLANNED_FOR_ITS_VALUES, prepareStatementsOf } from './prepared-statements.js';

const onPostgres = Boolean(inject('pgTemplateUrl'));

// What PostgreSQL itself says this connection has prepared.
const preparedTexts = async (client: pg.PoolClient) =>
  (
    await client.query<{ statement: string }>('select statement from pg_prepared_statements order by prepare_time')
  ).rows.map((row) => row.statement);

describe.skipIf(!onPostgres)('statements prepared per connection (PostgreSQL)', () => {
  let pool: pg.Pool;
  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: await freshPostgresUrl(), max: 1 });
    pool.on('connect', (client) => prepareStatementsOf(client, 2));
  });
  afterAll(() => pool?.end());

  it('prepares a parameterized statement once and answers it as before, up to the limit', async () => {
    const client = await pool.connect();
    try {
      const byName = 'select name from countries where name = $1';
      for (const name of ['Tanzania', 'Kenya', 'Tanzania']) {
        const { rows } = await client.query({ text: byName, values: [name] });
        expect(rows).toEqual([{ name }]);
      }
      expect(await preparedTexts(client)).toEqual([byName]);
      // The simple protocol stays simple: no parameters, nothing prepared.
      await client.query('select count(*) from countries');
      expect(await preparedTexts(client)).toEqual([byName]);
      // A statement whose plan depends on its values is planned each time, never prepared.
      const byPattern = `select name from countries where ${PLANNED_FOR_ITS_VALUES} name like $1`;
      expect((await client.query(byPattern, ['Tanz%'])).rows).toEqual([{ name: 'Tanzania' }]);
      expect(await preparedTexts(client)).toEqual([byName]);
      // A second text is prepared; a third runs unnamed, and still answers.
      await client.query('select $1::int + 1 as n', [1]);
      const { rows } = await client.query('select $1::int + 2 as n', [1]);
      expect(rows).toEqual([{ n: 3 }]);
      expect(await preparedTexts(client)).toEqual([byName, 'select $1::int + 1 as n']);
      // A failed statement leaves the connection usable and its prepared statements working.
      await expect(client.query('select $1::int / 0', [1])).rejects.toThrow('division by zero');
      expect((await client.query({ text: byName, values: ['Kenya'] })).rows).toEqual([{ name: 'Kenya' }]);
    } finally {
      client.release();
    }
  });
});
