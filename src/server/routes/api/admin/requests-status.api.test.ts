import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  canMoveRequest,
  REQUEST_STATUSES,
  STAFF_STATUS_LABELS,
  type RequestStatus,
} from '#domain/requests/request-status.js';
import { QUOTED_PRICE_MESSAGE, REQUEST_NOT_FOUND_MESSAGE, REQUEST_STALE_MESSAGE } from '#domain/schemas/messages.js';
import { staffAudit } from '#server/db/schema/index.js';
import { deskTestApp, type Desk, type Visitor } from '#server/test/desk.js';
import type { TestContext } from '#server/test/test-app.js';

let ctx: TestContext;
let staff: Desk;
let sends: Visitor;

beforeAll(async () => ({ ctx, staff, sends } = await deskTestApp()));
afterAll(() => ctx.close());

/** The moves that bring a new request to each status. */
const PATH: Record<RequestStatus, RequestStatus[]> = {
  new: [],
  in_progress: ['in_progress'],
  quoted: ['in_progress', 'quoted'],
  confirmed: ['in_progress', 'confirmed'],
  completed: ['in_progress', 'confirmed', 'completed'],
  cancelled: ['cancelled'],
};

const withPrice = (status: RequestStatus) => (status === 'quoted' ? { quoted_price: 2450 } : {});

/** A fresh trip booking moved to `status`; answers its uuid and current version. */
async function requestAt(status: RequestStatus): Promise<{ uuid: string; version: number }> {
  const { uuid } = await sends.booksTrip();
  let version = 1;
  for (const step of PATH[status]) {
    const res = await staff.move(uuid, { status: step, version, ...withPrice(step) });
    expect(res.statusCode, `${step}: ${res.body.message}`).toBe(200);
    version = res.body.data.request.version;
  }
  return { uuid, version };
}

describe('POST /api/admin/requests/{uuid}/status', () => {
  it('makes exactly the moves of the workflow table, and refuses every other one with 422', async () => {
    for (const from of REQUEST_STATUSES) {
      for (const to of REQUEST_STATUSES) {
        const { uuid, version } = await requestAt(from);
        const res = await staff.move(uuid, { status: to, version, ...withPrice(to) });
        const after = (await staff.get(uuid)).body.data.request;
        if (canMoveRequest(from, to)) {
          expect(res.statusCode, `${from} → ${to}`).toBe(200);
          expect(res.body.data.request).toMatchObject({ status: to, version: version + 1 });
          expect(after).toMatchObject({ status: to, version: version + 1 });
        } else {
          expect(res.statusCode, `${from} → ${to}`).toBe(422);
          expect(res.body.errors).toEqual({
            status: [`This request cannot move from ${STAFF_STATUS_LABELS[from]} to ${STAFF_STATUS_LABELS[to]}.`],
          });
          expect(after).toMatchObject({ status: from, version });
        }
      }
    }
  }, 120_000);

  it('answers the fresh request: its new version, the moves it now allows, the change on its timeline', async () => {
    const { uuid } = await requestAt('new');
    const res = await staff.move(uuid, { status: 'in_progress', version: 1, message: 'Checking lodges' });
    expect(res.body.message).toBe('Request updated successfully');
    const request = res.body.data.request;
    expect(request.allowed_moves).toEqual(['quoted', 'confirmed', 'cancelled']);
    expect(request.timeline.at(-1)).toMatchObject({
      kind: 'status',
      actor: 'Neema',
      text: 'Moved from New to In progress: Checking lodges',
      visible_to_tourist: true,
      status: { from: 'new', to: 'in_progress' },
    });
    expect(Date.parse(request.updated_at)).toBeGreaterThanOrEqual(Date.parse(request.received_at));
  });

  it('refuses a save from an older version with 409 and the request as it is now', async () => {
    const { uuid } = await requestAt('new');
    expect((await staff.move(uuid, { status: 'in_progress', version: 1 })).statusCode).toBe(200);
    const stale = await staff.move(uuid, { status: 'cancelled', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.body).toMatchObject({ status: false, code: 409, message: REQUEST_STALE_MESSAGE });
    expect(stale.body.data.request).toMatchObject({ uuid, status: 'in_progress', version: 2 });
    expect(stale.body.data.request.allowed_moves).toEqual(['quoted', 'confirmed', 'cancelled']);
    expect((await staff.get(uuid)).body.data.request).toMatchObject({ status: 'in_progress', version: 2 });
  });

  it('lets one of two simultaneous saves from the same version win; the other reads 409', async () => {
    const { uuid } = await requestAt('in_progress');
    const answers = await Promise.all([
      staff.move(uuid, { status: 'cancelled', version: 2 }),
      staff.move(uuid, { status: 'confirmed', version: 2 }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.body.data.request;
    expect((await staff.get(uuid)).body.data.request).toMatchObject({ status: winner.status, version: 3 });
  });

  it('needs a price for a quote, and keeps the quoted price', async () => {
    const { uuid } = await requestAt('in_progress');
    for (const quoted_price of [undefined, '', 0, -5, 'lots', 1e-9, '1e-9', 0.001, '3120.456', 1_000_000.01, 9e15]) {
      const res = await staff.move(uuid, { status: 'quoted', version: 2, quoted_price });
      expect(res.statusCode).toBe(422);
      expect(res.body.errors?.quoted_price).toEqual([QUOTED_PRICE_MESSAGE]);
    }
    const quoted = await staff.move(uuid, { status: 'quoted', version: 2, quoted_price: '3120.46' });
    expect(quoted.body.data.request).toMatchObject({ status: 'quoted', quoted_price: 3120.46 });
    const confirmed = await staff.move(uuid, { status: 'confirmed', version: 3 });
    expect(confirmed.body.data.request.quoted_price).toBe(3120.46);
    expect(confirmed.body.data.request.total_price).not.toBe(3120.46);
  });

  it('refuses to confirm a request nobody has priced', async () => {
    const { uuid } = await sends.asksAboutDestination();
    await staff.move(uuid, { status: 'in_progress', version: 1 });
    const res = await staff.move(uuid, { status: 'confirmed', version: 2 });
    expect(res.statusCode).toBe(422);
    expect(res.body.errors).toEqual({ quoted_price: [QUOTED_PRICE_MESSAGE] });
    const priced = await staff.move(uuid, { status: 'confirmed', version: 2, quoted_price: 900 });
    expect(priced.body.data.request).toMatchObject({ status: 'confirmed', quoted_price: 900 });
  });

  it('records when the request was first answered, once', async () => {
    const { uuid } = await requestAt('new');
    expect((await staff.get(uuid)).body.data.request.answered_at).toBeNull();
    const first = (await staff.move(uuid, { status: 'in_progress', version: 1 })).body.data.request.answered_at;
    expect(first).toEqual(expect.any(String));
    const later = await staff.move(uuid, { status: 'quoted', version: 2, quoted_price: 100 });
    expect(later.body.data.request.answered_at).toBe(first);
  });

  it('writes each move to the audit trail: who, which request, before and after', async () => {
    const { uuid } = await requestAt('in_progress');
    await staff.move(uuid, { status: 'quoted', version: 2, quoted_price: 1500 });
    const trail = await ctx.database.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, 'request.status'), eq(staffAudit.target, `request:${uuid}`)))
      .orderBy(asc(staffAudit.id));
    expect(trail.map((entry) => [entry.before, entry.after])).toEqual([
      [
        { status: 'new', version: 1, quoted_price: null },
        { status: 'in_progress', version: 2, quoted_price: null },
      ],
      [
        { status: 'in_progress', version: 2, quoted_price: null },
        { status: 'quoted', version: 3, quoted_price: 1500 },
      ],
    ]);
    expect(trail.every((entry) => entry.staffId !== null)).toBe(true);
  });

  it('answers 404 for an unknown or malformed uuid, and 422 for a body it cannot read', async () => {
    for (const uuid of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await staff.move(uuid, { status: 'in_progress', version: 1 });
      expect(res.statusCode).toBe(404);
      expect(res.body.message).toBe(REQUEST_NOT_FOUND_MESSAGE);
    }
    const { uuid } = await requestAt('new');
    expect((await staff.move(uuid, { status: 'lost', version: 1 })).statusCode).toBe(422);
    expect((await staff.move(uuid, { status: 'in_progress' })).statusCode).toBe(422);
  });
});
