// After the load: every accepted booking and inquiry is in the database exactly once, under the uuid the
// server answered, and no row exists for a request that was not accepted.
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

async function query(backend, server, sql) {
  if (backend === 'postgres') {
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      return (await client.query(sql)).rows;
    } finally {
      await client.end();
    }
  }
  // with the extensions the migrations use (src/server/db/pglite.ts)
  const db = new PGlite(join(server.dataDir, 'pglite'), { extensions: { pg_trgm } });
  try {
    return (await db.query(sql)).rows;
  } finally {
    await db.close();
  }
}

function compare(label, accepted, rows, problems) {
  const stored = new Map();
  for (const row of rows) stored.set(row.email, [...(stored.get(row.email) ?? []), row.uuid]);
  for (const [email, uuid] of accepted) {
    const found = stored.get(email) ?? [];
    if (found.length !== 1) problems.push(`${label} ${email}: accepted once, stored ${found.length} times`);
    else if (found[0] !== uuid) problems.push(`${label} ${email}: answered ${uuid}, stored ${found[0]}`);
  }
  for (const email of stored.keys()) {
    if (!accepted.has(email)) problems.push(`${label} ${email}: stored but never accepted`);
  }
}

export async function verifyStored(backend, server, accepted) {
  const problems = [];
  const bookings = await query(
    backend,
    server,
    `select uuid::text as uuid, email from bookings where email like 'load-%'`,
  );
  const inquiries = await query(
    backend,
    server,
    `select uuid::text as uuid, email from inquiries where email like 'load-%'`,
  );
  const [mail] = await query(
    backend,
    server,
    `select count(*)::int as n from mail_outbox where to_address like 'load-%'`,
  );
  compare('booking', accepted.bookings, bookings, problems);
  compare('inquiry', accepted.inquiries, inquiries, problems);
  const requests = accepted.bookings.size + accepted.inquiries.size;
  if (mail.n !== requests) problems.push(`${requests} accepted requests but ${mail.n} confirmation mails stored`);
  return {
    ok: problems.length === 0,
    problems,
    summary: `${bookings.length} bookings and ${inquiries.length} inquiries stored for ${accepted.bookings.size} + ${accepted.inquiries.size} accepted; ${mail.n} tourist confirmations queued; ${problems.length ? `${problems.length} problems` : 'exactly once each, nothing else'}`,
  };
}
