import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInDarEsSalaam } from '#domain/dates/calendar-date.js';
import { desk, visitor, type SentRequest } from '#server/test/desk.js';
import { loadReference } from '#server/test/requests-test-data.js';
import { staffMember } from '#server/test/staff.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';

const SURNAME = `Odhiambo${randomUUID().slice(0, 6)}`;
let ctx: TestContext;
let headers: { authorization: string };
let plain: SentRequest;
let hostile: SentRequest;

beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_ALLOW: '127.0.0.1' } });
  const agent = await staffMember(ctx, 'agent');
  headers = agent.headers;
  const sends = visitor(ctx, await loadReference(ctx.app), headers);
  plain = await sends.booksTrip({ fname: 'Lena', lname: SURNAME });
  hostile = await sends.booksTrip({
    fname: '=HYPERLINK("http://evil.example","Click")',
    lname: `${SURNAME}, "the boss"`,
  });
  await desk(ctx, headers).move(plain.uuid, { status: 'cancelled', version: 1 });
});
afterAll(() => ctx.close());

/** A small RFC 4180 reader: what a spreadsheet does with the file. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    const next = text[i + 1];
    i += 1;
    if (quoted && c === '"' && next === '"') {
      cell += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && c === '\r' && next === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else {
      cell += c;
    }
  }
  return rows;
}

const exportCsv = (query: string) => ctx.app.inject({ url: `/api/admin/requests.csv${query}`, headers });

describe('GET /api/admin/requests.csv', () => {
  it('downloads every matching request as a UTF-8 CSV file named by the day', async () => {
    const res = await exportCsv(`?q=${SURNAME}&sort=received_asc`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="requests-${todayInDarEsSalaam()}.csv"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    // A byte-order mark first, so that a spreadsheet reads it as UTF-8; then the header row as a spreadsheet shows it.
    expect(res.body.split('\r\n')[0]).toBe(
      '\uFEFFReference,Type,Status,Received,Updated,Overdue,Name,Email,Phone,Country,Item,Travel date,Guests,Total price,Quoted price,Currency',
    );
    const [header, ...rows] = parseCsv(res.body.slice(1));
    expect(rows.map((row) => row[0])).toEqual([plain.reference, hostile.reference]);
    const first = Object.fromEntries(header!.map((name, i) => [name, rows[0]![i]]));
    expect(first).toMatchObject({
      Type: 'Trip booking',
      Status: 'Cancelled',
      Name: `Lena ${SURNAME}`,
      Country: 'Germany',
      Guests: '2',
      Currency: 'USD',
      Overdue: 'no',
    });
    expect(Number(first['Total price'])).toBeGreaterThan(0);
  });

  it('quotes commas and quotes, and never lets a cell start a formula', async () => {
    const res = await exportCsv(`?q=${hostile.reference}`);
    const [, row] = parseCsv(res.body.slice(1));
    expect(row![6]).toBe(`'=HYPERLINK("http://evil.example","Click") ${SURNAME}, "the boss"`);
    // A phone number starting with + is text, not a sum.
    expect(row![8]).toBe("'+49 30 1234567");
    for (const cell of row!) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('applies the inbox’s filters, without paging', async () => {
    const cancelled = parseCsv((await exportCsv(`?q=${SURNAME}&status=cancelled`)).body.slice(1));
    expect(cancelled.slice(1).map((row) => row[0])).toEqual([plain.reference]);
    const noMatch = parseCsv((await exportCsv(`?q=${SURNAME}&type=inquiry`)).body.slice(1));
    expect(noMatch).toHaveLength(1);
    expect((await exportCsv('?status=lost')).statusCode).toBe(422);
  });
});
