import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createI18n } from '#web/i18n/i18n.js';
import { createQueryClient } from '#web/lib/query-client.js';
import { renderToHtml } from '#web/render-to-html.js';
import { island, IslandHostContext } from './island.js';
import { withPageQueries } from './page-queries.js';
import { createIslandHost, renderIslands } from './render-islands.js';

function Counter({ start, label }: { start: number; label: string }) {
  const [count] = useState(start);
  const greeting = useQuery({ queryKey: ['greeting'], queryFn: () => 'never fetched on the server' });
  return (
    <button type="button">
      {label} {count} {greeting.data}
    </button>
  );
}
const CounterIsland = island('counter', withPageQueries(Counter));
const Broken = island('broken', ({ onClick }: { onClick: () => void }) => <button onClick={onClick}>x</button>);

const context = (queryClient = createQueryClient()) => ({
  queryClient,
  currency: 'USD',
  origin: 'https://example.test',
  location: { pathname: '/', search: '' },
  locale: 'en' as const,
  i18n: createI18n('en', {}),
});

async function renderPage(children: React.ReactNode, queryClient = createQueryClient()) {
  const host = createIslandHost();
  const html = await renderToHtml(<IslandHostContext value={host}>{children}</IslandHostContext>);
  return { host, ...(await renderIslands(html, host.islands, context(queryClient))) };
}

describe('islands on the server', () => {
  it('render in place of their placeholders, as roots of their own, with their props and only the data they read', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(['greeting'], 'Karibu');
    queryClient.setQueryData(['unread'], 'a page-only answer');
    const { body, data } = await renderPage(
      <main>
        <p>Static</p>
        <CounterIsland start={2} label="Guests" />
        <CounterIsland start={4} label="Rooms" />
      </main>,
      queryClient,
    );
    expect(body).toContain('<p>Static</p>');
    expect(body).toMatch(
      /<div class="contents" data-island="counter" data-island-id="1"><button type="button">Guests<!-- --> <!-- -->2<!-- --> <!-- -->Karibu<\/button><\/div>/,
    );
    expect(body).toContain('data-island-id="2"><button type="button">Rooms');
    expect(body).not.toContain('<!--island:');
    expect(data.islands).toEqual({
      1: { name: 'counter', props: { start: 2, label: 'Guests' } },
      2: { name: 'counter', props: { start: 4, label: 'Rooms' } },
    });
    expect(data.queries.queries.map((q) => q.queryKey)).toEqual([['greeting']]);
  });

  it('refuse props that are not JSON, naming the island', async () => {
    await expect(renderPage(<Broken onClick={() => {}} />)).rejects.toThrow(/island broken: prop onClick/);
  });

  it('are just their component where no page collects them (the single-page app)', async () => {
    const html = await renderToHtml(
      <QueryClientProvider client={createQueryClient()}>
        <CounterIsland start={1} label="Guests" />
      </QueryClientProvider>,
    );
    expect(html).toBe('<button type="button">Guests<!-- --> <!-- -->1<!-- --> </button>');
  });
});
