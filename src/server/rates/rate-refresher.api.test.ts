import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#server/test/http.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';
import { exchangeRates } from '#server/db/schema/index.js';
import { readCatalogueVersion } from '#server/repositories/catalogue-version.js';
import { refreshRates } from './rate-refresher.js';

type Mode = 'good' | 'error' | 'garbage' | 'hang' | 'bad-values';
let mode: Mode = 'good';
let provider: Server;
let providerUrl: string;
let ctx: TestContext;

beforeAll(async () => {
  provider = createServer((_req, res) => {
    if (mode === 'hang') return; // never answers
    if (mode === 'error') return void res.writeHead(503).end('down');
    res.writeHead(200, { 'content-type': 'application/json' });
    if (mode === 'garbage') return void res.end('<html>not json');
    if (mode === 'bad-values') return void res.end(JSON.stringify({ rates: { EUR: -1, GBP: 'abc', TZS: 0 } }));
    res.end(JSON.stringify({ base: 'USD', rates: { EUR: 0.95, GBP: 0.8, TZS: 2710.5 } }));
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/latest`;
  ctx = await createTestApp();
});

afterAll(async () => {
  provider.closeAllConnections();
  provider.close();
  await ctx.close();
});

async function rateOf(code: string): Promise<number> {
  const splash = await call<{ currencies: { uuid: string; code: string }[] }>(ctx.app, '/api/splash');
  const uuid = splash.body.data.currencies.find((c) => c.code === code)?.uuid;
  const res = await call<{ rate: number }>(ctx.app, { method: 'POST', url: `/api/exchange-rate?currency=${uuid}` });
  return res.body.data.rate;
}

describe('the exchange-rate refresher', () => {
  it('stores the rates a provider answers', async () => {
    mode = 'good';
    const result = await refreshRates(ctx.database.db, providerUrl, 1000);
    expect(result).toMatchObject({ failed: false, updated: 3 });
    expect(await rateOf('EUR')).toBe(0.95);
    expect(await rateOf('TZS')).toBe(2710.5);
  });

  it.each<Mode>(['error', 'garbage', 'hang'])(
    'keeps the last good rate when the provider fails (%s)',
    async (failure) => {
      mode = failure;
      const started = Date.now();
      const result = await refreshRates(ctx.database.db, providerUrl, 300);
      expect(result.failed).toBe(true);
      expect(Date.now() - started).toBeLessThan(3000);
      expect(await rateOf('EUR')).toBe(0.95);
      expect(await rateOf('GBP')).toBe(0.8);
    },
  );

  it('moves the catalogue version when a rate moves, so kept pages and answers show the new prices; not otherwise', async () => {
    mode = 'good';
    const version = () => readCatalogueVersion(ctx.database.db);
    await refreshRates(ctx.database.db, providerUrl, 1000);
    const before = await version();
    // The same rates again: nothing a visitor sees moved.
    await refreshRates(ctx.database.db, providerUrl, 1000);
    expect(await version()).toBe(before);
    // A moved rate: one bump for the whole refresh.
    await ctx.database.db.update(exchangeRates).set({ rate: 0.9 });
    await refreshRates(ctx.database.db, providerUrl, 1000);
    expect(await version()).toBe(before + 1);
    expect(await rateOf('EUR')).toBe(0.95);
  });

  it('skips rates that are not numbers above zero', async () => {
    mode = 'bad-values';
    const result = await refreshRates(ctx.database.db, providerUrl, 1000);
    expect(result).toMatchObject({ failed: false, updated: 0 });
    expect(await rateOf('EUR')).toBe(0.95);
    expect(await rateOf('TZS')).toBe(2710.5);
  });
});
