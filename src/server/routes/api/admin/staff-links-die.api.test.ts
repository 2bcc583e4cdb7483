import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#server/test/http.js';
import { staffMember, type SignedInStaff } from '#server/test/staff.js';
import { createTestApp, useCaseDeps, type TestContext } from '#server/test/test-app.js';
import { addStaffMember } from '#server/use-cases/staff/add-staff-member.js';

// A deactivated member's unused set-password link dies with the account.

let ctx: TestContext;
let owner: SignedInStaff;
beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_ALLOW: '127.0.0.1' } });
  owner = await staffMember(ctx, 'owner', 'Zawadi Owner');
});
afterAll(() => ctx.close());

const setPassword = (token: string) =>
  call(ctx.app, { method: 'POST', url: '/api/admin/set-password', payload: { token, password: 'kilimanjaro-summit' } });
const setActive = (uuid: string, active: boolean) =>
  call(ctx.app, { method: 'PATCH', url: `/api/admin/staff/${uuid}`, headers: owner.headers, payload: { active } });

describe('a deactivated member', () => {
  it('cannot use an unused set-password link, not even after being reactivated', async () => {
    const { staff, token } = await addStaffMember(
      { email: 'leaving@kilele.example', name: 'Leaving Agent', role: 'agent', link: 'return' },
      useCaseDeps(ctx),
    );
    expect((await setActive(staff.uuid, false)).statusCode).toBe(200);
    const refused = await setPassword(token);
    expect(refused.statusCode).toBe(422);
    expect(refused.body.errors?.token).toHaveLength(1);
    expect((await setActive(staff.uuid, true)).statusCode).toBe(200);
    expect((await setPassword(token)).statusCode).toBe(422);
    const login = await call(ctx.app, {
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'leaving@kilele.example', password: 'kilimanjaro-summit' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('keeps a link working for a member who stays active', async () => {
    const { token } = await addStaffMember(
      { email: 'staying@kilele.example', name: 'Staying Agent', role: 'agent', link: 'return' },
      useCaseDeps(ctx),
    );
    expect((await setPassword(token)).statusCode).toBe(200);
  });
});
