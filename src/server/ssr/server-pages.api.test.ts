import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bumpCatalogueVersion, readCatalogueVersion } from '#server/repositories/catalogue-version.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';
import type { PageShells } from '#server/plugins/route-preloads.js';
import { createServerPages, type PageAnswer, type ServerPages } from './server-pages.js';

// A render entry standing in for the built one: each render writes its own number into a page large enough
// for brotli's qualities to differ.
const ENTRY = `
let renders = 0;
export async function render() {
  renders += 1;
  const rows = Array.from({ length: 600 }, (_, i) => '<li class="c' + (i % 9) + '">Day ' + i + ': ' + ((i * 7919) % 1000) + ' km</li>');
  return { kind: 'page', status: 200, head: '', body: '<h1>Render ' + renders + '</h1><ul>' + rows.join('') + '</ul>', islands: [], banner: null };
}
`;
const SHELLS: PageShells = {
  app: '<html><body><!--page-body--></body></html>',
  rendered: () => '<html><head></head><body><!--page-body--></body></html>',
};

let ctx: TestContext;
let dir: string;
let pages: ServerPages;

const ask = (url: string) => pages({ url, headers: {} } as FastifyRequest, SHELLS);
const html = async (answer: PageAnswer) => {
  if (answer.kind !== 'page') throw new Error(`expected a page, got ${answer.kind}`);
  return /Render \d+/.exec(brotliDecompressSync(await answer.encoded('br')).toString())?.[0];
};
const brotliSize = async (answer: PageAnswer) => (answer.kind === 'page' ? (await answer.encoded('br')).length : 0);

beforeAll(async () => {
  ctx = await createTestApp();
  dir = mkdtempSync(join(tmpdir(), 'render-entry-'));
  writeFileSync(join(dir, 'entry-server.mjs'), ENTRY);
  const made = await createServerPages({
    entryPath: join(dir, 'entry-server.mjs'),
    db: ctx.database.db,
    catalogueVersion: () => readCatalogueVersion(ctx.database.db),
    publicUrl: 'http://storefront.test',
    cacheSeconds: 1,
    trackRequest: async () => null,
    log: ctx.app.log,
  });
  if (!made) throw new Error('no render entry');
  pages = made;
});

afterAll(async () => {
  vi.useRealTimers();
  await ctx.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('server-rendered pages past their time', () => {
  it('are served as they were while rendered again behind, then at brotli best; a catalogue save renders at once', async () => {
    const first = await ask('/safaris');
    expect(await html(first)).toBe('Render 1');
    expect(await html(await ask('/safaris'))).toBe('Render 1');

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 1_500);
    // Time is up: the reader gets the page as it was, at once, and a render starts behind it.
    const stale = await ask('/safaris');
    expect(await html(stale)).toBe('Render 1');
    // The readers after get the new render once it is compressed at its best: smaller than the quick brotli
    // the very first reader got.
    // (brotli at its best takes a while on a busy machine)
    await vi.waitFor(async () => expect(await html(await ask('/safaris'))).toBe('Render 2'), { timeout: 15_000 });
    expect(await brotliSize(await ask('/safaris'))).toBeLessThan(await brotliSize(first));

    // A catalogue save is never served from the page before it.
    await bumpCatalogueVersion(ctx.database.db);
    expect(await html(await ask('/safaris'))).toBe('Render 3');
  });
});
