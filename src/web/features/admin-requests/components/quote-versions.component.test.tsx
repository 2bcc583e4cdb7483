import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '#web/admin-kit/test/render-admin.js';
import { deskQuote, quotedRequest, stubQuoteServer } from '#web/features/admin-requests/test/quote-fixtures.js';
import { RequestPage } from './request-page.js';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const v1 = deskQuote({ status: 'declined', decline_reason: 'One more beach night, please.' });
const v2 = deskQuote({
  uuid: '9d0e8f7a-0000-4000-8000-000000000102',
  number: 2,
  sent_at: '2026-11-23T06:15:00Z',
  valid_until: '2026-12-07',
  lines: [
    v1.lines[0]!,
    { kind: 'accommodation', description: 'Beach lodge, Nungwi', quantity: 4, unit_price: 185.35, amount: 741.4 },
    { kind: 'transfer', description: 'Ferry to Zanzibar', quantity: 2, unit_price: 35, amount: 70 },
  ],
  total: 5091.4,
  itinerary: [...v1.itinerary, { day_number: 3, title: 'Zanzibar', description: 'Beach.' }],
  includes: ['Park fees', 'Ferry tickets'],
  message: 'With the extra night.',
});

describe('QuoteVersions on the request page', () => {
  it('keeps every version readable, newest first, each with what changed from the one before', async () => {
    stubQuoteServer(
      quotedRequest({
        status: 'quoted',
        quotes: [v2, v1],
        sent_in: { locale: 'de', currency: 'EUR', symbol: '€', exchange_rate: 0.92, rated_on: '2026-11-20' },
      }),
    );
    renderAdmin(<RequestPage uuid={quotedRequest().uuid} />);

    const versions = await screen.findByRole('list', { name: 'Quote versions' });
    const [second, first] = within(versions).getAllByRole('article');
    expect(second).toHaveAccessibleName('Quote v2');
    expect(first).toHaveAccessibleName('Quote v1');
    expect(within(second!).getByText('Sent')).toBeVisible();
    expect(within(first!).getByText('Declined')).toBeVisible();
    expect(second).toHaveTextContent('$5,091.40 · 4.684 €');
    expect(second).toHaveTextContent('valid until Mon, 7 Dec 2026');
    expect(first).toHaveTextContent('The tourist asked: One more beach night, please.');

    const changes = within(second!).getByRole('region', { name: 'Changes from v1' });
    expect(
      within(changes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Total: $4,686.05 → $5,091.40 (+$405.35)',
      'Line added: Transfer · Ferry to Zanzibar · 2 × $35.00',
      'Line removed: Discount · Honeymoon · -$150.00',
      'Line changed: Beach lodge, Nungwi: quantity 3 → 4 ($556.05 → $741.40)',
      'Day 3 added: Zanzibar',
      'Now included: Ferry tickets',
      'No longer included: Airport transfers',
    ]);
    // The first version has nothing before it.
    expect(within(first!).queryByRole('region', { name: /Changes from/ })).toBeNull();

    // The newest shows everything in it; an older one on asking.
    const lines = within(second!).getByRole('list', { name: 'Lines of quote v2' });
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Trip · Serengeti Migration Safari (Comfort, High season)2 × $2,140.00$4,280.00',
      'Accommodation · Beach lodge, Nungwi4 × $185.35$741.40',
      'Transfer · Ferry to Zanzibar2 × $35.00$70.00',
      'Total$5,091.40',
    ]);
    expect(within(second!).getByRole('list', { name: 'Itinerary of quote v2' })).toHaveTextContent('Day 3: Zanzibar');
    expect(second).toHaveTextContent('Message: With the extra night.');
    expect(within(first!).getByRole('group')).not.toHaveAttribute('open');
    expect(within(second!).getByRole('group')).toHaveAttribute('open');
  });

  it('says when a version changed nothing the tourist reads but its dates', async () => {
    const again = deskQuote({ uuid: 'again', number: 2, valid_until: '2026-12-20' });
    stubQuoteServer(quotedRequest({ status: 'quoted', quotes: [again, deskQuote({ status: 'superseded' })] }));
    renderAdmin(<RequestPage uuid={quotedRequest().uuid} />);
    const second = await screen.findByRole('article', { name: 'Quote v2' });
    expect(second).toHaveTextContent('Same lines, total, days and lists as v1.');
    expect(within(screen.getByRole('article', { name: 'Quote v1' })).getByText('Superseded')).toBeVisible();
  });
});
