import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { newPglite } from './pglite.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_REFERENCE_PATTERN } from '#server/repositories/requests-repository.js';
import { migrationsFolder } from './migrate.js';

// drizzle/0004_requests_desk.sql turns the bookings and inquiries sent before the desk existed into
// requests. This database stops at 0003, gets rows as the site stored them then, and moves on.

interface JournalEntry {
  idx: number;
  tag: string;
}
const journal = JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
  entries: JournalEntry[];
};

async function applyMigration(pglite: PGlite, idx: number): Promise<void> {
  const entry = journal.entries.find((e) => e.idx === idx);
  if (!entry) throw new Error(`no migration ${idx}`);
  const sql = readFileSync(join(migrationsFolder(), `${entry.tag}.sql`), 'utf8');
  for (const statement of sql.split('--> statement-breakpoint')) {
    if (statement.trim()) await pglite.exec(statement);
  }
}

let pglite: PGlite;
const one = async <T>(query: string, params: unknown[] = []) => (await pglite.query<T>(query, params)).rows;

beforeAll(async () => {
  pglite = newPglite();
  for (const idx of [0, 1, 2, 3]) await applyMigration(pglite, idx);
  // The few reference and catalogue rows the old requests point at, written as the 0003 schema had them
  // (the seed code follows the newest schema, so it cannot be used here).
  await pglite.exec(`
    insert into countries (code, name) values ('IT', 'Italy');
    insert into genders (name) values ('Female');
    insert into trip_types (name) values ('Beach');
    insert into regions (name) values ('Northern Circuit');
    insert into locations (name, is_zanzibar) values ('Serengeti', false);
    insert into destinations (slug, name, description, image, banner, location_id, region_id)
      values ('serengeti', 'Serengeti', 'Plains', 'a.webp', 'b.webp', 1, 1);
    insert into trips (slug, name, description, image, banner, base_price, price, is_published, trip_type_id) values
      ('zanzibar-island-highlights', 'Zanzibar Island Highlights', 'Island', 'a.webp', 'b.webp', 100, 100, true, 1),
      ('stone-town-heritage-walk', 'Stone Town Heritage Walk', 'Town', 'a.webp', 'b.webp', 50, 50, true, 1);
  `);

  const [ids] = await one<Record<string, number>>(`select
      (select id from trips where slug = 'zanzibar-island-highlights') as trip_a,
      (select id from trips where slug = 'stone-town-heritage-walk') as trip_b,
      (select id from destinations where name = 'Serengeti') as destination,
      (select id from countries where code = 'IT') as country,
      (select id from genders order by id limit 1) as gender,
      (select id from trip_types order by id limit 1) as trip_type`);
  const booking = `insert into bookings (reference, request_line, item_type, trip_id, destination_id, gender_id,
      country_id, guest_count, start_date, end_date, first_name, last_name, email, phone, status, total_price,
      fingerprint, created_at) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'Giulia', 'Rossi',
      'giulia@example.it', '+39 347 555 0142', 'pending', $11, $12, $13)`;
  const { trip_a, trip_b, destination, country, gender, trip_type } = ids!;
  const cartAt = '2026-09-01T08:00:00Z';
  await pglite.query(booking, [
    'TZ-CART22',
    1,
    'trip',
    trip_a,
    null,
    gender,
    country,
    2,
    '2027-08-10',
    null,
    2400,
    'f1',
    cartAt,
  ]);
  await pglite.query(booking, [
    'TZ-CART22',
    2,
    'trip',
    trip_b,
    null,
    gender,
    country,
    4,
    '2027-08-14',
    '2027-08-15',
    600,
    'f2',
    cartAt,
  ]);
  await pglite.query(booking, [
    'TZ-SOLO33',
    1,
    'destination',
    null,
    destination,
    gender,
    country,
    3,
    null,
    null,
    null,
    'f3',
    '2026-09-05T08:00:00Z',
  ]);
  const [inquiry] = await one<{ id: number }>(
    `insert into inquiries (first_name, last_name, email, phone, country_id, trip_type_id, guests, message, created_at)
     values ('Oliver', 'Hughes', 'oliver@example.co.uk', '+44 7700 900123', $1, $2, 2, 'Ten days, please', $3)
     returning id`,
    [country, trip_type, '2026-09-07T08:00:00Z'],
  );
  await pglite.query('insert into inquiry_destinations (inquiry_id, destination_id) values ($1, $2)', [
    inquiry!.id,
    destination,
  ]);

  await applyMigration(pglite, 4);
  await applyMigration(pglite, 5);
});
afterAll(() => pglite.close());

interface RequestRow {
  id: number;
  reference: string;
  type: string;
  status: string;
  item_name: string;
  start_date: string | null;
  end_date: string | null;
  guests: number;
  total_price: string | null;
  received_at: Date;
}
const requestsRows = () =>
  one<RequestRow>(`select id, reference, type, status, item_name, start_date::text, end_date::text, guests,
    total_price::text, received_at from requests order by received_at`);

describe('migration 0004: the requests desk backfill', () => {
  it('makes one request per booking reference and one per contact inquiry, all new', async () => {
    const rows = await requestsRows();
    expect(rows.map((r) => [r.type, r.status])).toEqual([
      ['trip_booking', 'new'],
      ['destination_booking', 'new'],
      ['inquiry', 'new'],
    ]);
    const [cart, solo, inquiry] = rows;
    expect(cart).toMatchObject({
      reference: 'TZ-CART22',
      item_name: 'Zanzibar Island Highlights + 1 more',
      start_date: '2027-08-10',
      end_date: '2027-08-15',
      guests: 4,
      total_price: '3000.00',
    });
    expect(cart!.received_at.toISOString()).toBe('2026-09-01T08:00:00.000Z');
    expect(solo).toMatchObject({ reference: 'TZ-SOLO33', item_name: 'Serengeti', total_price: null, guests: 3 });
    expect(inquiry!.item_name).toBe('Serengeti');
    expect(inquiry!.reference).toMatch(REQUEST_REFERENCE_PATTERN);
  });

  it('links every booking line and the inquiry to its request, and drops the old booking status', async () => {
    const rows = await requestsRows();
    const byRef = new Map(rows.map((r) => [r.reference, r.id]));
    const lines = await one<{ reference: string; request_id: number }>(
      'select reference, request_id from bookings order by reference, request_line',
    );
    expect(lines).toEqual([
      { reference: 'TZ-CART22', request_id: byRef.get('TZ-CART22') },
      { reference: 'TZ-CART22', request_id: byRef.get('TZ-CART22') },
      { reference: 'TZ-SOLO33', request_id: byRef.get('TZ-SOLO33') },
    ]);
    const [inquiry] = await one<{ request_id: number }>('select request_id from inquiries');
    expect(inquiry!.request_id).toBe(rows.find((r) => r.type === 'inquiry')!.id);
    const columns = await one<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'bookings' and column_name = 'status'`,
    );
    expect(columns).toEqual([]);
  });
});
