import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BookingSummary } from '#domain/api/personal.js';
import { renderWithApp as renderApp } from '#web/test/render-with-app.js';
import { BookingsList } from './bookings-list.js';
import type { ReactNode } from 'react';
import { I18nContext } from '#web/i18n/i18n.js';
import { english } from '#web/test/english.js';
import { CurrencyContext, currencyValue } from '#web/features/currency/lib/currency-context.js';

// English as the site shows it: the compiled catalogue fills in the messages' placeholders.
const renderWithApp = (ui: ReactNode) => renderApp(<I18nContext value={english}>{ui}</I18nContext>);

const timeline: BookingSummary['timeline'] = [
  { at: '2026-10-02T08:00:00.000Z', kind: 'received', text: 'Request received', status: null, words: '' },
  { at: '2026-10-02T10:00:00.000Z', kind: 'status', text: 'Being planned', status: 'in_progress', words: '' },
  {
    at: '2026-10-03T10:00:00.000Z',
    kind: 'message',
    text: 'Which lodges do you prefer?',
    status: null,
    words: 'Which lodges do you prefer?',
  },
  {
    at: '2026-10-04T10:00:00.000Z',
    kind: 'status',
    text: 'Quote sent — Lodges held until Friday',
    status: 'quoted',
    words: 'Lodges held until Friday',
  },
];

const line = (uuid: string, reference: string, fields: Partial<BookingSummary> = {}): BookingSummary => ({
  uuid,
  reference,
  item_type: 'trip',
  item_name: `Trip ${uuid}`,
  item_uuid: null,
  start_date: '2027-08-14',
  guest_count: 2,
  service_class: 'Economy',
  total_price: 2000,
  status: 'new',
  status_label: 'Received',
  quoted_price: null,
  timeline: [timeline[0]!],
  travellers_complete: false,
  created_at: '2026-10-02T08:00:00.000Z',
  ...fields,
});

describe('BookingsList', () => {
  it("asks for the travellers' details on a confirmed request until they are all sent", () => {
    const confirmed = { status: 'confirmed', status_label: 'Confirmed' } as const;
    renderWithApp(
      <BookingsList
        bookings={[
          line('a', 'TZ-MISS11', confirmed),
          line('b', 'TZ-DONE22', { ...confirmed, travellers_complete: true }),
          line('c', 'TZ-NEW333'),
        ]}
      />,
    );
    const missing = screen.getByRole('article', { name: 'Request TZ-MISS11' });
    expect(missing).toHaveTextContent("Your trip is confirmed: please send the travellers' details.");
    expect(within(missing).getByRole('link', { name: "Add travellers' details" })).toHaveAttribute(
      'href',
      '/requests/TZ-MISS11#travellers',
    );
    for (const reference of ['TZ-DONE22', 'TZ-NEW333']) {
      const card = screen.getByRole('article', { name: `Request ${reference}` });
      expect(within(card).queryByRole('link', { name: "Add travellers' details" })).toBeNull();
    }
  });

  it("groups a whole cart's lines under its reference with one History and one quote", async () => {
    const quoted = { status: 'quoted', status_label: 'Quote sent', quoted_price: 6100, timeline } as const;
    const { user } = renderWithApp(
      <BookingsList
        bookings={[line('a', 'TZ-CART22', quoted), line('b', 'TZ-CART22', quoted), line('c', 'TZ-SOLO33')]}
      />,
    );
    const cart = screen.getByRole('article', { name: 'Request TZ-CART22' });
    expect(
      within(cart)
        .getAllByRole('listitem')
        .filter((li) => li.textContent?.includes('TZ-CART22')),
    ).toHaveLength(2);
    expect(within(cart).getAllByText('Quote sent')).toHaveLength(2);
    expect(cart).toHaveTextContent('Quoted price for the whole request: $6,100');
    expect(within(cart).getAllByText('History')).toHaveLength(1);
    // The request's own page, opened as the signed-in owner: its quote to accept, what to pay, a box to write.
    expect(within(cart).getByRole('link', { name: 'See the quote, what to pay and write to us' })).toHaveAttribute(
      'href',
      '/requests/TZ-CART22',
    );

    await user.click(within(cart).getByText('History'));
    expect(cart.querySelector('details')).toHaveProperty('open', true);
    const entries = cart.querySelectorAll('ol > li');
    expect([...entries].map((li) => li.textContent)).toEqual([
      expect.stringContaining('Request received'),
      expect.stringContaining('Being planned'),
      expect.stringContaining('Kilele Safaris: Which lodges do you prefer?'),
      expect.stringContaining('Quote sent — Lodges held until Friday'),
    ]);

    const solo = screen.getByRole('article', { name: 'Request TZ-SOLO33' });
    expect(solo).toHaveTextContent('Received');
    expect(solo).not.toHaveTextContent('Quoted price');
    expect(within(solo).getByRole('link', { name: 'Open the request and write to us' })).toHaveAttribute(
      'href',
      '/requests/TZ-SOLO33',
    );
  });

  it('gives a total as the booking form did: the price per person as shown, times the guests', () => {
    const euro = { id: 2, uuid: 'eur', name: 'Euro', code: 'EUR', symbol: '€', rate: 0.92 };
    render(
      <I18nContext value={english}>
        <CurrencyContext
          value={currencyValue(
            [euro],
            euro,
            euro.rate,
            () => {},
            'en',
            (id) => id,
          )}
        >
          <BookingsList bookings={[line('a', 'TZ-EURO44', { total_price: 6240.1, guest_count: 2 })]} />
        </CurrencyContext>
      </I18nContext>,
    );
    // 3,120.05 USD a person is €2,870 as shown; the 6,240.10 USD total converted on its own would read €5,741.
    expect(screen.getByRole('article', { name: 'Request TZ-EURO44' })).toHaveTextContent('Total€5,740');
  });

  it('says so when there are no bookings', () => {
    renderWithApp(<BookingsList bookings={[]} />);
    expect(screen.getByText(/You have no bookings yet\./)).toBeInTheDocument();
  });
});
