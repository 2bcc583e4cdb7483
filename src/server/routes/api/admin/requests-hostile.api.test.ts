import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desk, visitor } from '#server/test/desk.js';
import { loadReference } from '#server/test/requests-test-data.js';
import { staffMember } from '#server/test/staff.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';

// The shared hostile-input test reaches the back office without a staff token (401 before anything
// runs); this one sends the same kind of text as a signed-in agent, to the desk's own inputs.

const HOSTILE = [
  '\u0000',
  'a\u0000b',
  '%',
  '_',
  '\\',
  "' OR 1=1 --",
  '\uD800',
  '𝕏🦒'.repeat(40),
  '=cmd|"/c calc"!A1',
  '[]',
  '00000000-0000-0000-0000-000000000000',
];

let ctx: TestContext;
let staff: ReturnType<typeof desk>;
let uuid: string;

beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_ALLOW: '127.0.0.1' } });
  const agent = await staffMember(ctx, 'agent');
  staff = desk(ctx, agent.headers);
  ({ uuid } = await visitor(ctx, await loadReference(ctx.app), agent.headers).booksTrip());
});
afterAll(() => ctx.close());

const sane = (statusCode: number, body: unknown, what: string) => {
  expect(statusCode, JSON.stringify(what)).toBeLessThan(500);
  expect(JSON.stringify(body ?? '')).not.toMatch(/Failed query|syntax error|DrizzleQueryError|"stack"/i);
};

describe('the desk with hostile text from a signed-in agent', () => {
  it('searches and exports with any text in the box, never failing', async () => {
    // Half a surrogate pair cannot be written in a URL (encodeURIComponent refuses it); bodies carry it.
    for (const q of HOSTILE.filter((text) => text !== '\uD800')) {
      const query = `?q=${encodeURIComponent(q)}`;
      const listed = await staff.list(query);
      sane(listed.statusCode, listed.body, q);
      const exported = await ctx.app.inject({ url: `/api/admin/requests.csv${query}`, headers: staff.headers });
      expect(exported.statusCode, q).toBeLessThan(500);
    }
  });

  it('stores notes and messages with any text, or refuses them, never failing', async () => {
    for (const text of HOSTILE) {
      const note = await staff.note(uuid, text);
      sane(note.statusCode, note.body, `note ${text}`);
      const message = await staff.message(uuid, { subject: text, body: text });
      sane(message.statusCode, message.body, `message ${text}`);
      const moved = await staff.move(uuid, { status: text, version: text, message: text, quoted_price: text });
      sane(moved.statusCode, moved.body, `move ${text}`);
    }
    const request = await staff.get(uuid);
    expect(request.statusCode).toBe(200);
    const notes = request.body.data.request.timeline.filter((e) => e.kind === 'note').map((e) => e.text);
    // A NUL or half an emoji is refused (422, like every text field), so neither is stored in any form.
    expect(notes).toContain("' OR 1=1 --");
    expect(notes.some((note) => note.includes('\u0000') || note.includes('\uFFFD') || note === 'ab')).toBe(false);
    const refused = await staff.note(uuid, 'a\u0000b');
    expect(refused.statusCode).toBe(422);
  });
});
