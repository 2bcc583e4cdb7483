import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-errors.js';

const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('isDatabaseUnavailable', () => {
  it('recognises a refused or dropped connection, also when Drizzle wraps it', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('terminating'), { code: '57P01' })))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('x'), { code: '08006' })))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('leaves query mistakes and other errors alone', () => {
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('syntax'), { code: '42601' })))).toBe(false);
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('duplicate'), { code: '23505' })))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});
