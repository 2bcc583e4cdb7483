import { describe, expect, it } from 'vitest';
import { safeUrl, scrubText, serializeError } from './log-safety.js';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';

/** What drizzle throws for a failed query: its message and fields carry the values, its cause pg's detail. */
function failedQuery(): Error {
  const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
    code: '23505',
    table: 'users',
    constraint: 'users_email_key',
    detail: 'Key (email)=(amina@example.com) already exists.',
    where: 'SQL function',
    parameters: ['amina@example.com', HASH],
  });
  const query = 'insert into "users" ("email", "password_hash") values ($1, $2)';
  return Object.assign(new Error(`Failed query: ${query}\nparams: amina@example.com,${HASH}`, { cause }), {
    query,
    params: ['amina@example.com', HASH],
  });
}

describe('serializeError', () => {
  it('keeps the statement, the code and the constraint, and no value', () => {
    const out = serializeError(failedQuery());
    expect(out).toMatchObject({
      type: 'Error',
      message: 'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)',
      statement: 'insert into "users" ("email", "password_hash") values ($1, $2)',
      cause: { code: '23505', table: 'users', constraint: 'users_email_key' },
    });
    const text = JSON.stringify(out);
    expect(text).not.toContain('amina@example.com');
    expect(text).not.toContain('$argon2');
    expect(text).not.toMatch(/detail|parameters|params|where/);
  });

  it('serializes what is not an Error too', () => {
    expect(serializeError('lost contact with amina@example.com')).toMatchObject({
      message: 'lost contact with [email]',
    });
  });
});

describe('scrubText and safeUrl', () => {
  it('replaces e-mail addresses and argon2 hashes', () => {
    expect(scrubText(`550 <a.b+c@mail.example.co.tz> rejected; ${HASH}`)).toBe('550 <[email]> rejected; [hash]');
  });

  it('redacts the values of query parameters that can name a person or hold a secret', () => {
    expect(safeUrl('/api/requests/KS-1?key=abc&page=2')).toBe('/api/requests/KS-1?key=[redacted]&page=2');
    expect(safeUrl('/api/admin/requests?q=Amina&status=new')).toBe('/api/admin/requests?q=[redacted]&status=new');
    expect(safeUrl('/unsubscribe?token=t0k3n')).toBe('/unsubscribe?token=[redacted]');
    expect(safeUrl('/api/trips/abc')).toBe('/api/trips/abc');
    expect(safeUrl('/x?secret=a&code=b&signature=c&session_id=d&otp=e&page=2')).toBe(
      '/x?secret=[redacted]&code=[redacted]&signature=[redacted]&session_id=[redacted]&otp=[redacted]&page=2',
    );
  });
});
