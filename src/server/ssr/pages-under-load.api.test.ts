import { once } from 'node:events';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The one way the project starts its built server for a test (fresh data dir or PostgreSQL database, demo seed).
// eslint-disable-next-line no-restricted-imports -- a script, not a layer: no #alias reaches scripts/
import { startE2eServer } from '../../../scripts/e2e-server.mjs';

// The built server (`npm run build` first), as deployed: its heap is read through a probe this test loads into it
// (src/server/test/heap-probe.mjs) over an IPC channel; the product has no such endpoint.
const PROBE = fileURLToPath(new URL('../test/heap-probe.mjs', import.meta.url));
const MB = 1024 * 1024;
/** A client's share of the render queue (server-pages.ts): this test is one client. */
const SHARE = 4;

let server: { url: string; child: ChildProcess; stop(): Promise<void> };
let tripUuid: string;

async function heapUsed(): Promise<number> {
  const answer = once(server.child, 'message') as Promise<[{ heapUsed: number }]>;
  server.child.send('heap');
  return (await answer)[0].heapUsed;
}

const get = (path: string) => fetch(`${server.url}${path}`);

/** Asks for every URL, `width` at a time, and counts the answers by status. */
async function askAll(urls: string[], width: number): Promise<Record<number, number>> {
  const statuses: Record<number, number> = {};
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const res = await get(urls[next++]!);
      await res.arrayBuffer();
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return statuses;
}

beforeAll(async () => {
  server = await startE2eServer({
    nodeArgs: ['--expose-gc', '--import', PROBE],
    ipc: true,
    // Loopback is no exception here: the test is one visitor among others.
    env: { RATE_LIMIT_ALLOW: '', LOG_LEVEL: 'error' },
  });
  const trips = (await (await get('/api/trips?limit=1')).json()) as { data: { trips: { uuid: string }[] } };
  tripUuid = trips.data.trips[0]!.uuid;
}, 300_000);

afterAll(async () => {
  await server?.stop();
});

describe('server-rendered pages under many distinct URLs', () => {
  it('serve a parameter the page does not read from the page without it, links and canonical unchanged', async () => {
    const plain = await (await get('/tours')).text();
    const tagged = await (await get('/tours?fbclid=IwAR0abc&utm_source=newsletter')).text();
    expect(tagged).toBe(plain);
    expect(tagged).not.toContain('fbclid');
    expect(tagged).toMatch(/<link rel="canonical" href="[^"]*\/tours"/);
    // A parameter it reads is a page of its own.
    expect(await (await get('/tours?sort=price')).text()).not.toBe(plain);
  });

  it('keep the heap within 50 MB of where it started after 5,000 distinct page URLs', async () => {
    await askAll(['/', '/tours', `/safari/${tripUuid}`, '/tours?sort=warm', `/safari/${tripUuid}?guests=0`], 1);
    const before = await heapUsed();
    // Half of them a page of its own (a parameter the page reads: 2,500 renders, which kept ~50 KB each before
    // the fix), the others a tracker's parameters. The bounded caches fill meanwhile (~40 MB: 300 pages, 200 reads).
    const urls = Array.from({ length: 5_000 }, (_, n) => {
      if (n % 4 === 0) return `/tours?sort=s${n}`;
      if (n % 4 === 1) return `/safari/${tripUuid}?guests=${n}`;
      return n % 4 === 2 ? `/tours?fbclid=${n}&utm_source=u${n}` : `/safari/${tripUuid}?utm_campaign=${n}`;
    });
    const statuses = await askAll(urls, SHARE - 1);
    expect(statuses).toEqual({ 200: 5_000 });
    const after = await heapUsed();
    expect((after - before) / MB).toBeLessThan(50);
    // 2,500 renders: a minute on a quiet 2-core machine, several on a busy one.
  }, 600_000);

  it('turn a flood of renders away at once with a 503 and Retry-After, while cached pages and the API answer', async () => {
    // Connections open first (a cached page each), so the flood's requests arrive together, as a client's would.
    await Promise.all(Array.from({ length: 24 }, () => get('/tours').then((res) => res.arrayBuffer())));
    const flood = Array.from({ length: 24 }, (_, n) => get(`/tours?checkIn=2027-01-01&sort=flood${n}`));
    const [page, api] = await Promise.all([get('/tours'), get('/api/trips?limit=12')]);
    expect(page.status).toBe(200);
    expect(api.status).toBe(200);
    const answers = await Promise.all(flood);
    const busy = answers.filter((res) => res.status === 503);
    expect(answers.filter((res) => res.status === 200).length).toBeGreaterThanOrEqual(SHARE);
    expect(busy.length).toBeGreaterThan(0);
    for (const res of busy) {
      expect(res.headers.get('retry-after')).toBe('5');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await res.text()).toContain('We will be right back');
    }
  }, 300_000);
});
