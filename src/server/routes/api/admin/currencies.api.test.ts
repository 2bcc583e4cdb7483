import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminCurrencySchema, type AdminCurrency } from '#domain/api/admin-currencies.js';
import type { Currency } from '#domain/api/reference.js';
import { call } from '#server/test/http.js';
import { staffMember, type SignedInStaff } from '#server/test/staff.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';

// The micro-cache is on: a change must reach the storefront's splash at once anyway.
let ctx: TestContext;
let owner: SignedInStaff;
let agent: SignedInStaff;
beforeAll(async () => {
  ctx = await createTestApp({ env: { CATALOGUE_CACHE_SECONDS: '30' } });
  owner = await staffMember(ctx, 'owner');
  agent = await staffMember(ctx, 'agent');
});
afterAll(() => ctx.close());

const list = async () =>
  (await call<{ currencies: AdminCurrency[] }>(ctx.app, { url: '/api/admin/currencies', headers: owner.headers })).body
    .data.currencies;
const put = (code: string, payload: unknown, who = owner) =>
  call<{ currency: AdminCurrency }>(ctx.app, {
    method: 'PUT',
    url: `/api/admin/currencies/${code}`,
    headers: who.headers,
    payload: payload as object,
  });
const offered = async () => (await call<{ currencies: Currency[] }>(ctx.app, '/api/splash')).body.data.currencies;

describe('GET /api/admin/currencies', () => {
  it('lists every currency with the rate in use and where it comes from', async () => {
    const currencies = await list();
    for (const currency of currencies) AdminCurrencySchema.strict().parse(currency);
    expect(currencies.find((c) => c.code === 'USD')).toMatchObject({ rate: 1, rate_source: 'base', enabled: true });
    const eur = currencies.find((c) => c.code === 'EUR')!;
    expect(eur).toMatchObject({ enabled: true, manual_rate: null, manual_rate_at: null });
    expect(eur.provider_rate).toBeGreaterThan(0);
    expect(eur.rate).toBe(eur.provider_rate);
  });

  it('lists the offered currencies or the others only, and those whose code or name holds a search', async () => {
    const codes = async (query: string) => {
      const res = await call<{ currencies: AdminCurrency[] }>(ctx.app, {
        url: `/api/admin/currencies${query}`,
        headers: owner.headers,
      });
      expect(res.statusCode).toBe(200);
      return res.body.data.currencies.map((c) => c.code);
    };
    const all = await codes('');
    await put('JPY', { enabled: false });
    expect(await codes('?offered=false')).toEqual(['JPY']);
    expect(await codes('?offered=true')).toEqual(all.filter((code) => code !== 'JPY'));
    expect(await codes('?offered=true')).toContain('USD');
    expect(await codes('?q=shilling')).toEqual(['TZS', 'KES']);
    expect(await codes('?q=eur&offered=true')).toEqual(['EUR']);
    expect(await codes('?q=yen&offered=true')).toEqual([]);
    await put('JPY', { enabled: true });
    expect(
      (await call(ctx.app, { url: '/api/admin/currencies?offered=maybe', headers: owner.headers })).statusCode,
    ).toBe(422);
  });

  it('is for owners only (403 for an agent)', async () => {
    expect((await call(ctx.app, { url: '/api/admin/currencies', headers: agent.headers })).statusCode).toBe(403);
    expect((await put('EUR', { enabled: false }, agent)).statusCode).toBe(403);
  });
});

describe('PUT /api/admin/currencies/{code}', () => {
  it('a manual rate wins at once on the storefront; clearing it goes back to the provider’s', async () => {
    const before = (await offered()).find((c) => c.code === 'EUR')!;
    const res = await put('eur', { manual_rate: 0.5 });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.currency).toMatchObject({ code: 'EUR', rate: 0.5, rate_source: 'manual', manual_rate: 0.5 });
    expect(res.body.data.currency.manual_rate_at).not.toBeNull();
    expect((await offered()).find((c) => c.code === 'EUR')!.rate).toBe(0.5);
    const rate = await call(ctx.app, { method: 'POST', url: `/api/exchange-rate?currency=${before.uuid}` });
    expect(rate.body.data).toMatchObject({ code: 'EUR', rate: 0.5 });
    const cleared = await put('EUR', { manual_rate: null });
    expect(cleared.body.data.currency).toMatchObject({
      manual_rate: null,
      manual_rate_at: null,
      rate_source: 'provider',
    });
    expect((await offered()).find((c) => c.code === 'EUR')!.rate).toBe(before.rate);
  });

  it('a withdrawn currency leaves the storefront at once and comes back when offered again', async () => {
    const eur = (await offered()).find((c) => c.code === 'EUR')!;
    expect((await put('EUR', { enabled: false })).body.data.currency.enabled).toBe(false);
    expect((await offered()).map((c) => c.code)).not.toContain('EUR');
    expect((await call(ctx.app, { method: 'POST', url: `/api/exchange-rate?currency=${eur.uuid}` })).statusCode).toBe(
      404,
    );
    await put('EUR', { enabled: true });
    expect((await offered()).map((c) => c.code)).toContain('EUR');
  });

  it('keeps USD offered at 1, refuses a rate of 0 or less and an empty change (422), an unknown code 404', async () => {
    expect((await put('USD', { enabled: false })).statusCode).toBe(422);
    expect((await put('USD', { manual_rate: 2 })).statusCode).toBe(422);
    expect((await put('EUR', { manual_rate: 0 })).body.errors).toHaveProperty('manual_rate');
    expect((await put('EUR', { manual_rate: -1 })).statusCode).toBe(422);
    expect((await put('EUR', {})).statusCode).toBe(422);
    expect((await put('XYZ', { enabled: true })).statusCode).toBe(404);
    expect((await list()).find((c) => c.code === 'EUR')).toMatchObject({ enabled: true, manual_rate: null });
  });

  it('is audited with the values before and after', async () => {
    await put('GBP', { manual_rate: 0.8 });
    const audit = await call(ctx.app, { url: '/api/admin/audit?entity=currency:GBP', headers: owner.headers });
    expect(audit.statusCode).toBe(200);
    expect(audit.body.data.entries[0]).toMatchObject({
      action: 'currency.update',
      target: 'currency:GBP',
      before: { manual_rate: null },
      after: { manual_rate: 0.8, rate: 0.8 },
    });
  });
});
