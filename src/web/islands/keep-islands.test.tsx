import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n, useT, type Messages } from '#web/i18n/i18n.js';
import { createQueryClient } from '#web/lib/query-client.js';
import { useAppSearchParams } from '#web/lib/navigation.js';
import { renderToHtml } from '#web/render-to-html.js';
import { island, IslandHostContext } from './island.js';
import { withPageQueries } from './page-queries.js';
import { createIslandHost, renderIslands } from './render-islands.js';

let renders = 0;
function Greeting({ name }: { name: string }) {
  renders++;
  const t = useT();
  const id = useId();
  const greeting = useQuery({ queryKey: ['greeting'], queryFn: () => 'never fetched on the server' });
  return (
    <label htmlFor={id}>
      {t('Hello {name}', { name })} {greeting.data}
      <input id={id} />
    </label>
  );
}
const GreetingIsland = island('greeting', withPageQueries(Greeting, { prices: false }));

function OpenTab() {
  renders++;
  return <p>{useAppSearchParams().get('tab') ?? 'overview'}</p>;
}
const OpenTabIsland = island('open-tab', OpenTab);

const GERMAN: Messages = { 'Hello {name}': ['Hallo ', ['name']] };

/** A page's render as entry-server.tsx makes it, its islands kept by `version` when one is given. */
async function renderPage(
  content: ReactNode,
  { version, greeting = 'Karibu', search = '' }: { version?: object; greeting?: unknown; search?: string } = {},
) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(['greeting'], greeting);
  const host = createIslandHost();
  const html = await renderToHtml(<IslandHostContext value={host}>{content}</IslandHostContext>);
  return renderIslands(html, host.islands, {
    queryClient,
    version,
    currency: 'USD',
    origin: 'https://example.test',
    location: { pathname: '/safari/x', search },
    locale: 'de',
    i18n: createI18n('de', GERMAN),
  });
}

describe('kept islands', () => {
  it('are rendered once, and each page gets the HTML and the data a render of its own would give', async () => {
    const version = {};
    const first = <GreetingIsland name="Amani" />;
    // The same island third on the second page: its number, and so its ids, differ.
    const second = (
      <main>
        <OpenTabIsland />
        <GreetingIsland name="Baraka" />
        <GreetingIsland name="Amani" />
      </main>
    );
    await renderPage(first, { version });
    renders = 0;
    const kept = await renderPage(second, { version });
    expect(renders).toBe(2);
    const rendered = await renderPage(second);
    expect(kept.body).toBe(rendered.body);
    expect(kept.body).toContain('Hallo Amani<!-- --> <!-- -->Karibu');
    expect(kept.body).toMatch(/data-island-id="3"><label for="_i3-/);
    expect(kept.data.messages).toEqual({ 'Hello {name}': ['Hallo ', ['name']] });
    expect(kept.data.queries.queries.map((query) => [query.queryHash, query.state.data])).toEqual([
      ['["greeting"]', 'Karibu'],
    ]);
  });

  it('read again what they read when kept: a page showing only a kept island carries its query and messages', async () => {
    const version = {};
    await renderPage(<GreetingIsland name="Amani" />, { version });
    renders = 0;
    const { data } = await renderPage(<GreetingIsland name="Amani" />, { version });
    expect(renders).toBe(0);
    expect(data.queries.queries.map((query) => query.queryHash)).toEqual(['["greeting"]']);
    expect(data.messages).toEqual({ 'Hello {name}': ['Hallo ', ['name']] });
  });

  it('are rendered again for a page whose data for a query they read is not the data they were kept with', async () => {
    const version = {};
    await renderPage(<GreetingIsland name="Amani" />, { version, greeting: 'Karibu' });
    const other = await renderPage(<GreetingIsland name="Amani" />, { version, greeting: 'Jambo' });
    expect(other.body).toContain('Jambo');
    expect(other.data.queries.queries[0]?.state.data).toBe('Jambo');
  });

  it('are kept per location when they read it, and never shown on a page at another', async () => {
    const version = {};
    // An island no page has shown yet: what it reads of the location is learnt from its first render.
    const FirstTimeIsland = island('first-time', OpenTab);
    for (const search of ['?tab=itinerary', '', '?tab=itinerary', '?tab=reviews', '', '?tab=itinerary']) {
      const { body } = await renderPage(<FirstTimeIsland />, { version, search });
      expect(body).toContain(`<p>${new URLSearchParams(search).get('tab') ?? 'overview'}</p>`);
    }
  });

  it('are kept for the version given, per props and language: another version renders them again', async () => {
    const version = {};
    renders = 0;
    await renderPage(<GreetingIsland name="Amani" />, { version });
    await renderPage(<GreetingIsland name="Amani" />, { version });
    await renderPage(<GreetingIsland name="Neema" />, { version });
    await renderPage(<GreetingIsland name="Amani" />, { version: {} });
    await renderPage(<GreetingIsland name="Amani" />);
    expect(renders).toBe(4);
  });

  it('are kept no longer than their day, in UTC and in Dar es Salaam (three hours ahead)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const version = {};
    renders = 0;
    vi.setSystemTime(new Date('2026-11-30T20:10:00Z'));
    await renderPage(<GreetingIsland name="Amani" />, { version });
    vi.setSystemTime(new Date('2026-11-30T20:50:00Z'));
    await renderPage(<GreetingIsland name="Amani" />, { version });
    expect(renders).toBe(1);
    // Midnight in Dar es Salaam: tomorrow there, the booking form's first date, has moved.
    vi.setSystemTime(new Date('2026-11-30T21:05:00Z'));
    await renderPage(<GreetingIsland name="Amani" />, { version });
    expect(renders).toBe(2);
    vi.setSystemTime(new Date('2026-12-01T00:05:00Z'));
    await renderPage(<GreetingIsland name="Amani" />, { version });
    expect(renders).toBe(3);
  });
});

afterEach(() => {
  vi.useRealTimers();
});
