import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff, staffAudit, staffTokens } from '#server/db/schema/index.js';
import { call } from '#server/test/http.js';
import { STAFF_PASSWORD, staffMember, type SignedInStaff } from '#server/test/staff.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';
import { hashToken as hashOf } from '#server/auth/secrets.js';

let ctx: TestContext;
let owner: SignedInStaff;
beforeAll(async () => {
  // The lockout needs more than the 10 sign-ins a minute the address limit allows.
  ctx = await createTestApp({ env: { RATE_LIMIT_ALLOW: '127.0.0.1', PUBLIC_URL: 'https://kilele.example' } });
  owner = await staffMember(ctx, 'owner', 'Zawadi Owner');
});
afterAll(() => ctx.close());

const login = (email: string, password: string) =>
  call(ctx.app, { method: 'POST', url: '/api/admin/login', payload: { email, password } });
/** Who the API says is signed in with a member's token. */
const me = (member: SignedInStaff) => call(ctx.app, { url: '/api/admin/me', headers: member.headers });
const tokenOf = (member: SignedInStaff) => eq(staffTokens.tokenHash, hashOf(member.token));
/** Moves a token's last use back, as time passing would: the one thing a test cannot wait for. */
const setLastUse = (member: SignedInStaff, at: Date) =>
  ctx.database.db.update(staffTokens).set({ lastUsedAt: at }).where(tokenOf(member));
const lastUseOf = async (member: SignedInStaff) =>
  (await ctx.database.db.select().from(staffTokens).where(tokenOf(member)))[0]!.lastUsedAt;
const ago = (ms: number) => new Date(Date.now() - ms);
const auditOf = async (uuid: string) =>
  (await ctx.database.db.select().from(staffAudit).orderBy(staffAudit.id)).filter(
    (row) => row.target === `staff:${uuid}`,
  );

describe('staff sign-in', () => {
  it('answers a token and the staff member; the e-mail is matched in any case', async () => {
    const res = await login(owner.email.toUpperCase(), STAFF_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.data.staff).toEqual({
      uuid: owner.uuid,
      email: owner.email,
      name: 'Zawadi Owner',
      role: 'owner',
      active: true,
    });
  });

  it('answers the same 401 for a wrong password and an unknown e-mail; blank fields are a 422', async () => {
    for (const [email, password] of [
      [owner.email, 'not the password'],
      ['nobody@kilele.example', STAFF_PASSWORD],
      ['', ''],
    ] as const) {
      const res = await login(email, password);
      if (email === '') {
        expect(res.statusCode).toBe(422);
        continue;
      }
      expect(res.statusCode).toBe(401);
      expect(res.body.message).toBe('Invalid email or password.');
    }
  });

  it('locks the account for 15 minutes after 10 failures in a row, with the same 401', async () => {
    const member = await staffMember(ctx, 'agent', 'Locked Agent');
    for (let i = 0; i < 10; i++) expect((await login(member.email, 'wrong password!')).statusCode).toBe(401);
    const locked = await login(member.email, STAFF_PASSWORD);
    expect(locked.statusCode).toBe(401);
    expect(locked.body.message).toBe('Invalid email or password.');
    const [row] = await ctx.database.db.select().from(staff).where(eq(staff.email, member.email));
    expect(row!.lockedUntil!.getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    // The lock ends: the right password works again.
    await ctx.database.db
      .update(staff)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(staff.email, member.email));
    expect((await login(member.email, STAFF_PASSWORD)).statusCode).toBe(200);
  });
});

describe('staff sessions', () => {
  it('logout revokes the token', async () => {
    const member = await staffMember(ctx, 'agent');
    expect((await me(member)).statusCode).toBe(200);
    const out = await call(ctx.app, { method: 'POST', url: '/api/admin/logout', headers: member.headers });
    expect(out.statusCode).toBe(200);
    expect((await me(member)).statusCode).toBe(401);
  });

  it('a token ends after 12 hours without use, and each use keeps it alive', async () => {
    const member = await staffMember(ctx, 'agent');
    await setLastUse(member, ago(11.9 * 3_600_000));
    expect((await me(member)).statusCode).toBe(200);
    expect(Date.now() - (await lastUseOf(member)).getTime()).toBeLessThan(60_000);
    await setLastUse(member, ago(12.1 * 3_600_000));
    expect((await me(member)).statusCode).toBe(401);
  });

  it('a call within a minute of the last use is only read: the token is written at most once a minute', async () => {
    const member = await staffMember(ctx, 'agent');
    const recent = ago(30_000);
    await setLastUse(member, recent);
    const calls = await Promise.all([1, 2, 3].map(() => me(member)));
    expect(calls.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect((await lastUseOf(member)).getTime()).toBe(recent.getTime());
    // Past the minute, the next call writes it.
    await setLastUse(member, ago(61_000));
    expect((await me(member)).statusCode).toBe(200);
    expect(Date.now() - (await lastUseOf(member)).getTime()).toBeLessThan(10_000);
  });
});

describe('owners manage the staff', () => {
  it('adds a member, mails a one-time set-password link valid 24 hours, and audits it', async () => {
    const email = 'Neema.Agent@Kilele.example';
    const addNeema = () =>
      call(ctx.app, {
        method: 'POST',
        url: '/api/admin/staff',
        headers: owner.headers,
        payload: { email, name: 'Neema', role: 'agent' },
      });
    const res = await addNeema();
    expect(res.statusCode).toBe(201);
    expect(res.body.data.staff).toMatchObject({
      email: email.toLowerCase(),
      name: 'Neema',
      role: 'agent',
      active: true,
    });
    const uuid = res.body.data.staff.uuid as string;

    await ctx.app.mail.flush();
    const outbox = join(ctx.env.DATA_DIR, 'outbox');
    const [file] = readdirSync(outbox).filter((f) => f.includes('staff-invitation'));
    const mail = await simpleParser(readFileSync(join(outbox, file!)));
    const token = mail.text?.match(/https:\/\/kilele\.example\/admin\/set-password\?token=([A-Za-z0-9_-]+)/)?.[1];
    expect(token).toBeDefined();

    const setPassword = (password: string) =>
      call(ctx.app, { method: 'POST', url: '/api/admin/set-password', payload: { token, password } });
    const short = await setPassword('too short');
    expect(short.statusCode).toBe(422);
    expect(short.body.errors?.password).toEqual(['Password must be at least 12 characters long.']);
    expect((await setPassword('kilimanjaro-summit')).statusCode).toBe(200);
    expect((await setPassword('kilimanjaro-summit')).statusCode).toBe(422);
    expect((await login(email, 'kilimanjaro-summit')).statusCode).toBe(200);

    expect((await addNeema()).statusCode).toBe(422);

    const audit = await auditOf(uuid);
    expect(audit.map((row) => row.action)).toEqual(['staff.add', 'staff.set_password']);
    const [ownerRow] = await ctx.database.db.select().from(staff).where(eq(staff.uuid, owner.uuid));
    expect(audit[0]).toMatchObject({ staffId: ownerRow!.id, before: null, after: { email: email.toLowerCase() } });
  });

  it('lists the staff', async () => {
    const res = await call(ctx.app, { url: '/api/admin/staff', headers: owner.headers });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.staff.map((s: { email: string }) => s.email)).toContain(owner.email);
  });

  it('lists the active or the deactivated members only, and those whose name or e-mail holds a search', async () => {
    const kept = await staffMember(ctx, 'agent', 'Halima 100% Kessy');
    const gone = await staffMember(ctx, 'agent', 'Halima Mwinyi');
    await call(ctx.app, {
      method: 'PATCH',
      url: `/api/admin/staff/${gone.uuid}`,
      headers: owner.headers,
      payload: { active: false },
    });
    const names = async (query: string) => {
      const res = await call(ctx.app, { url: `/api/admin/staff${query}`, headers: owner.headers });
      expect(res.statusCode, res.body.message).toBe(200);
      return res.body.data.staff.map((s: { name: string }) => s.name);
    };
    expect(await names('?q=halima')).toEqual(['Halima 100% Kessy', 'Halima Mwinyi']);
    expect(await names('?q=halima&status=active')).toEqual(['Halima 100% Kessy']);
    expect(await names('?q=halima&status=deactivated')).toEqual(['Halima Mwinyi']);
    expect(await names(`?q=${kept.email.slice(0, 12)}`)).toEqual(['Halima 100% Kessy']);
    // `%` is searched for, not a wildcard.
    expect(await names('?q=100%25')).toEqual(['Halima 100% Kessy']);
    expect(await names('?q=halima&status=')).toHaveLength(2);
    const wrong = await call(ctx.app, { url: '/api/admin/staff?status=retired', headers: owner.headers });
    expect(wrong.statusCode).toBe(422);
  });

  it('changes a role and the active state; a deactivated member is signed out; every change is audited', async () => {
    const member = await staffMember(ctx, 'agent');
    const patch = (payload: object, headers = owner.headers, uuid = member.uuid) =>
      call(ctx.app, { method: 'PATCH', url: `/api/admin/staff/${uuid}`, headers, payload });
    const promoted = await patch({ role: 'owner' });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.body.data.staff.role).toBe('owner');
    expect((await patch({})).statusCode).toBe(422);
    const off = await patch({ active: false });
    expect(off.body.data.staff.active).toBe(false);
    expect((await me(member)).statusCode).toBe(401);
    expect((await login(member.email, STAFF_PASSWORD)).statusCode).toBe(401);
    expect((await patch({ active: true }, owner.headers, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const audit = await auditOf(member.uuid);
    expect(audit.filter((row) => row.action === 'staff.change')).toEqual([
      expect.objectContaining({
        before: expect.objectContaining({ role: 'agent' }),
        after: expect.objectContaining({ role: 'owner' }),
      }),
      expect.objectContaining({
        before: expect.objectContaining({ active: true }),
        after: expect.objectContaining({ active: false }),
      }),
    ]);
  });

  it('never leaves the back office without an active owner (422)', async () => {
    // Every other owner is made inactive, so `owner` is the last one.
    const others = (await call(ctx.app, { url: '/api/admin/staff', headers: owner.headers })).body.data.staff.filter(
      (s: { uuid: string; role: string; active: boolean }) => s.uuid !== owner.uuid && s.role === 'owner' && s.active,
    );
    for (const other of others) {
      await call(ctx.app, {
        method: 'PATCH',
        url: `/api/admin/staff/${other.uuid}`,
        headers: owner.headers,
        payload: { active: false },
      });
    }
    for (const payload of [{ role: 'agent' }, { active: false }]) {
      const res = await call(ctx.app, {
        method: 'PATCH',
        url: `/api/admin/staff/${owner.uuid}`,
        headers: owner.headers,
        payload,
      });
      expect(res.statusCode).toBe(422);
      expect(res.body.message).toBe('The back office needs at least one active owner.');
    }
    expect((await me(owner)).body.data.staff.role).toBe('owner');
  });
});

describe('the audit log', () => {
  it('is append-only: a row can be added, never changed or removed', async () => {
    const db = ctx.database.db;
    const [row] = await db
      .insert(staffAudit)
      .values({ action: 'test.append', target: 'test:append-only' })
      .returning({ id: staffAudit.id });
    await expect(
      db.update(staffAudit).set({ action: 'test.rewritten' }).where(eq(staffAudit.id, row!.id)),
    ).rejects.toThrow();
    await expect(db.delete(staffAudit).where(eq(staffAudit.id, row!.id))).rejects.toThrow();
    const [kept] = await db.select().from(staffAudit).where(eq(staffAudit.id, row!.id));
    expect(kept?.action).toBe('test.append');
  });
});
