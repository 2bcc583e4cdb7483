import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INCLUSIONS } from '#server/db/seed/data/reference.js';
import { call } from '#server/test/http.js';
import { staffMember, type SignedInStaff } from '#server/test/staff.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';

let ctx: TestContext;
let agent: SignedInStaff;
beforeAll(async () => {
  ctx = await createTestApp();
  agent = await staffMember(ctx, 'agent', 'Neema Agent');
});
afterAll(() => ctx.close());

describe('GET /api/admin/catalogue-options', () => {
  it('offers the editor every add-on and exclusion category, in their order, and no interest category', async () => {
    const res = await call(ctx.app, { url: '/api/admin/catalogue-options', headers: agent.headers });
    expect(res.statusCode).toBe(200);
    const names = (res.body.data.inclusions as { id: number; name: string }[]).map((c) => c.name);
    expect(names).toEqual([...INCLUSIONS]);
  });
});
