import { randomUUID } from 'node:crypto';
import type { StaffRole } from '#domain/schemas/staff.js';
import { addStaffMember } from '#server/use-cases/staff/add-staff-member.js';
import { setStaffPassword } from '#server/use-cases/staff/set-staff-password.js';
import { call } from './http.js';
import { createTestApp, useCaseDeps, type TestContext } from './test-app.js';
import { bearer } from './users.js';

export const STAFF_PASSWORD = 'serengeti-migration';

export interface SignedInStaff {
  uuid: string;
  email: string;
  token: string;
  headers: { authorization: string };
}

/** A staff member as the command line makes one (a link, then a password), signed in through the API. */
export async function staffMember(ctx: TestContext, role: StaffRole, name = `Staff ${role}`): Promise<SignedInStaff> {
  const email = `${role}-${randomUUID().slice(0, 8)}@kilele.example`;
  const { staff, token: linkToken } = await addStaffMember({ email, name, role, link: 'return' }, useCaseDeps(ctx));
  await setStaffPassword({ token: linkToken, password: STAFF_PASSWORD }, { db: ctx.database.db });
  const login = await call(ctx.app, {
    method: 'POST',
    url: '/api/admin/login',
    payload: { email, password: STAFF_PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`staff login failed: ${JSON.stringify(login.body)}`);
  const token = login.body.data.token as string;
  return { uuid: staff.uuid, email, token, headers: bearer(token) };
}

/** A fresh app with one staff member signed in, as most back-office tests start; rate limits are off for this client. */
export async function staffTestApp(
  role: StaffRole = 'agent',
  env: Record<string, string> = {},
): Promise<{ ctx: TestContext; member: SignedInStaff }> {
  const ctx = await createTestApp({ env: { RATE_LIMIT_ALLOW: '127.0.0.1', ...env } });
  return { ctx, member: await staffMember(ctx, role) };
}
