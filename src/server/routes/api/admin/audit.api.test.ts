import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntrySchema, type AuditEntry } from '#domain/api/admin-audit.js';
import { staffAudit } from '#server/db/schema/index.js';
import { call } from '#server/test/http.js';
import { staffMember, type SignedInStaff } from '#server/test/staff.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';

let ctx: TestContext;
let owner: SignedInStaff;
let agent: SignedInStaff;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await staffMember(ctx, 'owner', 'Owner Zawadi');
  agent = await staffMember(ctx, 'agent', 'Agent Rehema');
  // A change the agent makes through the API, audited with the agent as actor.
  const pending = await call(ctx.app, {
    url: '/api/admin/testimonials?status=approved&limit=1',
    headers: agent.headers,
  });
  const uuid = pending.body.data.testimonials[0].uuid as string;
  await call(ctx.app, { method: 'POST', url: `/api/admin/testimonials/${uuid}/reject`, headers: agent.headers });
  // The command line's change has no actor.
  await ctx.database.db
    .insert(staffAudit)
    .values({ staffId: null, action: 'staff.add', target: 'staff:cli', before: null, after: { role: 'owner' } });
});
afterAll(() => ctx.close());

type List = { entries: AuditEntry[]; total: number };
const audit = (query = '', who = owner) =>
  call<List>(ctx.app, { url: `/api/admin/audit${query}`, headers: who.headers });

describe('GET /api/admin/audit', () => {
  it('answers every staff write, newest first, with who did it and the row before and after', async () => {
    const res = await audit();
    expect(res.statusCode).toBe(200);
    const { entries, total } = res.body.data;
    expect(total).toBeGreaterThanOrEqual(2);
    for (const entry of entries) AuditEntrySchema.strict().parse(entry);
    const times = entries.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(entries[0]).toMatchObject({
      action: 'staff.add',
      target: 'staff:cli',
      actor: null,
      after: { role: 'owner' },
    });
    const rejected = entries.find((entry) => entry.action === 'testimonial.reject');
    expect(rejected).toMatchObject({
      actor: { uuid: agent.uuid, name: 'Agent Rehema' },
      before: { status: 'approved' },
      after: { status: 'rejected' },
    });
  });

  it('filters by actor and by target prefix, with or without the colon, and pages', async () => {
    const byAgent = (await audit(`?actor=${agent.uuid}`)).body.data;
    expect(byAgent.entries.length).toBeGreaterThan(0);
    expect(byAgent.entries.every((entry) => entry.actor?.uuid === agent.uuid)).toBe(true);
    for (const entity of ['testimonial:', 'testimonial']) {
      const list = (await audit(`?entity=${entity}`)).body.data;
      expect(list.total).toBe(1);
      expect(list.entries[0]!.target).toMatch(/^testimonial:/);
    }
    const page = (await audit('?limit=1&offset=1')).body.data;
    expect(page.entries).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(2);
  });

  it('refuses a malformed filter (422) and an agent (403)', async () => {
    expect((await audit('?actor=nobody')).statusCode).toBe(422);
    expect((await audit('?entity=%25')).statusCode).toBe(422);
    expect((await audit('?entity=request:%25')).statusCode).toBe(422);
    const asAgent = await audit('', agent);
    expect(asAgent.statusCode).toBe(403);
    expect(asAgent.body.status).toBe(false);
  });
});
