import { describe, expect, it } from 'vitest';
import { island } from '#web/islands/island.js';
import { withPageQueries } from '#web/islands/page-queries.js';
import { servedIslands } from '#web/test/served-island.js';
import AccountActionsIsland from '#web/features/layout/islands/account-actions.island.js';
import { AccountActions } from './account-actions.js';

// The header's account actions the browser hydrates, as the server rendered them before it served Login alone.
const InBrowser = island('account-actions-in-full', withPageQueries(AccountActions, { prices: false }), {
  hydrate: 'signed-in',
});

describe('the header’s account actions on the server', () => {
  it('are the Login a signed-out visitor’s actions render, in the page’s language', async () => {
    const light = await servedIslands(<AccountActionsIsland />, { locale: 'it' });
    const full = await servedIslands(<InBrowser />, { locale: 'it' });
    expect(light.body).toBe(full.body);
    expect(light.body).toContain('href="/it/login"');
    expect(light.data.messages).toEqual(full.data.messages);
    expect(light.data.queries.queries).toEqual([]);
  });
});
