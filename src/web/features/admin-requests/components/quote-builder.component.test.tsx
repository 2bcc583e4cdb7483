import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, todayInDarEsSalaam } from '#domain/dates/calendar-date.js';
import { QUOTE_TRIP_MESSAGE, QUOTE_VALID_UNTIL_MESSAGE } from '#domain/schemas/admin-quotes.js';
import { REQUEST_STALE_MESSAGE } from '#domain/schemas/messages.js';
import { envelope, renderAdmin } from '#web/admin-kit/test/render-admin.js';
import {
  deskQuote,
  quotedRequest,
  SERENGETI,
  stubQuoteServer,
} from '#web/features/admin-requests/test/quote-fixtures.js';
import { RequestPage } from './request-page.js';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const UUID = quotedRequest().uuid;
const inEuros = { locale: 'de', currency: 'EUR', symbol: '€', exchange_rate: 0.92, rated_on: '2026-11-20' } as const;
const validUntil = () => addDays(todayInDarEsSalaam(), 14);

/** The builder of the request page, opened with its button. */
async function openBuilder(user: ReturnType<typeof renderAdmin>['user'], button: string | RegExp) {
  await user.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('form', { name: /^Quote v\d+$/ });
}

const line = (n: number) => screen.getByRole('listitem', { name: `Line ${n}` });

/** Text put into a field as a paste: one event, not one a letter (a busy machine types slowly). */
async function fill(user: ReturnType<typeof renderAdmin>['user'], field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('QuoteBuilder', () => {
  it('builds a first quote from the request’s trip, a lodge and a discount, and sends exactly the contract’s body', async () => {
    const request = quotedRequest({ sent_in: inEuros });
    const sent = deskQuote({ valid_until: validUntil() });
    const api = stubQuoteServer(request, [() => [201, envelope({ quote: sent }, 201)]]);
    const { user } = renderAdmin(<RequestPage uuid={UUID} />);

    const form = await openBuilder(user, 'Write a quote');
    // The request's own trip, priced by the server as booked, and its days as plain text.
    expect(within(line(1)).getByRole('combobox', { name: 'Trip' })).toHaveDisplayValue(`${SERENGETI.name} (requested)`);
    expect(within(line(1)).getByLabelText('Start date')).toHaveValue('2026-12-12');
    expect(within(line(1)).getByRole('combobox', { name: /Class/ })).toHaveDisplayValue('Comfort');
    expect(within(line(1)).getByText(/Priced by the server when sent/)).toBeVisible();
    expect(within(line(1)).getByText('Booked at $2,140.00 per person (Comfort, High season, 2 guests).')).toBeVisible();
    const day1 = screen.getByRole('listitem', { name: 'Day 1' });
    expect(within(day1).getByRole('textbox', { name: /What happens/ })).toHaveValue('Welcome dinner & briefing');

    // A discount added first, then the lodge, moved above it.
    await user.click(screen.getByRole('button', { name: 'Add line: Discount' }));
    await fill(user, within(line(2)).getByRole('textbox', { name: 'Description' }), 'Honeymoon');
    await user.type(within(line(2)).getByRole('spinbutton', { name: /Takes off \(USD\)/ }), '150');
    await user.click(screen.getByRole('button', { name: 'Add line: Accommodation' }));
    await fill(user, within(line(3)).getByRole('textbox', { name: 'Description' }), 'Beach lodge, Nungwi');
    const nights = within(line(3)).getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(nights);
    await user.type(nights, '3');
    await user.type(within(line(3)).getByRole('spinbutton', { name: 'Unit price (USD)' }), '185.35');
    await user.click(screen.getByRole('button', { name: 'Move line 3 up' }));
    expect(within(line(2)).getByRole('textbox', { name: 'Description' })).toHaveValue('Beach lodge, Nungwi');
    expect(within(line(2)).getByText('$556.05')).toBeVisible();
    expect(within(line(3)).getByText('-$150.00')).toBeVisible();
    expect(screen.getByLabelText('Quote total')).toHaveTextContent('$406.05 + 1 trip line priced by the server');
    expect(screen.getByLabelText('Quote total')).toHaveTextContent(/374\s€ \+ the trip/);

    await fill(user, within(form).getByRole('textbox', { name: /^Included/ }), 'Park fees\nAirport transfers');
    await fill(user, within(form).getByRole('textbox', { name: /^Not included/ }), 'International flights');
    await fill(user, within(form).getByRole('textbox', { name: /Message to the tourist/ }), 'Here is the plan.');
    await user.click(screen.getByRole('button', { name: 'Send quote v1…' }));

    const dialog = await screen.findByRole('dialog', { name: 'Send quote v1 to amara@example.com?' });
    expect(dialog).toHaveTextContent('Total: $406.05 (USD) + 1 trip line priced by the server');
    expect(dialog).toHaveTextContent(/The tourist reads 374\s€ \+ the trip/);
    expect(api.quotes()).toHaveLength(0);
    api.storeNext(quotedRequest({ status: 'quoted', version: 4, sent_in: inEuros, quotes: [sent] }));
    await user.click(within(dialog).getByRole('button', { name: 'Send quote v1' }));

    await waitFor(() => expect(api.quotes()).toHaveLength(1));
    expect(api.quotes()[0]!.body).toEqual({
      version: 3,
      valid_until: validUntil(),
      lines: [
        { kind: 'trip', trip_uuid: SERENGETI.uuid, start_date: '2026-12-12', guests: 2, class_id: 2 },
        { kind: 'accommodation', description: 'Beach lodge, Nungwi', quantity: 3, unit_price: 185.35 },
        { kind: 'discount', description: 'Honeymoon', quantity: 1, unit_price: -150 },
      ],
      itinerary: [
        { day_number: 1, title: 'Arusha', description: 'Welcome dinner & briefing' },
        { day_number: 2, title: 'Serengeti', description: 'Game drive\nPicnic lunch' },
      ],
      includes: ['Park fees', 'Airport transfers'],
      excludes: ['International flights'],
      message: 'Here is the plan.',
    });
    // The builder closes and the request, fetched again, shows the version sent.
    expect(await screen.findByRole('article', { name: 'Quote v1' })).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Quote v1' })).toBeNull();
  });

  it('puts a 422’s messages on their fields and in the alert', async () => {
    const api = stubQuoteServer(quotedRequest(), [
      () => [
        422,
        {
          status: false,
          code: 422,
          message: 'Validation failed',
          errors: { valid_until: [QUOTE_VALID_UNTIL_MESSAGE], 'lines.0': [QUOTE_TRIP_MESSAGE] },
        },
      ],
    ]);
    const { user } = renderAdmin(<RequestPage uuid={UUID} />);
    await openBuilder(user, 'Write a quote');
    await user.click(screen.getByRole('button', { name: 'Send quote v1…' }));
    const dialog = await screen.findByRole('dialog', { name: /Send quote v1/ });
    await user.click(within(dialog).getByRole('button', { name: 'Send quote v1' }));

    await waitFor(() => expect(api.quotes()).toHaveLength(1));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not sent');
    expect(alert).toHaveTextContent(QUOTE_VALID_UNTIL_MESSAGE);
    expect(alert).toHaveTextContent(QUOTE_TRIP_MESSAGE);
    expect(screen.getByLabelText('Valid until')).toHaveAccessibleDescription(
      `The last day it can be accepted. ${QUOTE_VALID_UNTIL_MESSAGE}`,
    );
    expect(within(line(1)).getByText(QUOTE_TRIP_MESSAGE)).toBeVisible();
  });

  it('on a 409 says a newer quote was sent, shows it, and sends the draft again only when asked, with the new version', async () => {
    const theirs = deskQuote({ number: 1, sent_at: '2026-11-21T09:05:00Z' });
    const fresh = quotedRequest({ status: 'quoted', version: 4, quotes: [theirs] });
    const api = stubQuoteServer(quotedRequest(), [
      () => [409, { status: false, code: 409, message: REQUEST_STALE_MESSAGE, data: { request: fresh } }],
      () => [201, envelope({ quote: deskQuote({ number: 2 }) }, 201)],
    ]);
    const { user } = renderAdmin(<RequestPage uuid={UUID} />);
    await openBuilder(user, 'Write a quote');
    await user.click(screen.getByRole('button', { name: 'Send quote v1…' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: /Send quote v1/ })).getByRole('button', {
        name: 'Send quote v1',
      }),
    );

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('A newer quote was sent meanwhile — reload');
    expect(await screen.findByRole('article', { name: 'Quote v1' })).toBeVisible();
    expect(api.quotes()).toHaveLength(1);

    await user.click(within(notice).getByRole('button', { name: 'Keep my draft' }));
    await user.click(screen.getByRole('button', { name: 'Send quote v2…' }));
    const dialog = await screen.findByRole('dialog', { name: /Send quote v2/ });
    expect(dialog).toHaveTextContent('Quote v1 is replaced: it can no longer be accepted.');
    await user.click(within(dialog).getByRole('button', { name: 'Send quote v2' }));
    await waitFor(() => expect(api.quotes()).toHaveLength(2));
    expect(api.quotes()[1]!.body).toMatchObject({ version: 4 });
  });

  it('after a 409, Reload starts again from the quote sent meanwhile', async () => {
    const theirs = deskQuote({ number: 1 });
    const fresh = quotedRequest({ status: 'quoted', version: 4, quotes: [theirs] });
    stubQuoteServer(quotedRequest(), [
      () => [409, { status: false, code: 409, message: REQUEST_STALE_MESSAGE, data: { request: fresh } }],
    ]);
    const { user } = renderAdmin(<RequestPage uuid={UUID} />);
    await openBuilder(user, 'Write a quote');
    await user.click(screen.getByRole('button', { name: 'Send quote v1…' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: /Send quote v1/ })).getByRole('button', {
        name: 'Send quote v1',
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Reload from quote v1' }));

    const form = await screen.findByRole('form', { name: 'Quote v2' });
    expect(within(form).getAllByRole('listitem', { name: /^Line \d$/ })).toHaveLength(3);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('starts v2 from v1: its lines (the discount without its sign), days and lists, ready for a small edit', async () => {
    const v1 = deskQuote();
    const request = quotedRequest({ status: 'quoted', version: 5, quotes: [v1] });
    const api = stubQuoteServer(request, [() => [201, envelope({ quote: deskQuote({ number: 2 }) }, 201)]]);
    const { user } = renderAdmin(<RequestPage uuid={UUID} />);
    const form = await openBuilder(user, 'Write quote v2 from v1');

    expect(within(line(1)).getByRole('button', { name: 'My own price' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(line(1)).getByRole('spinbutton', { name: 'Per person (USD)' })).toHaveValue(2140);
    expect(within(line(3)).getByRole('spinbutton', { name: /Takes off/ })).toHaveValue(150);
    expect(within(form).getByRole('textbox', { name: /^Included/ })).toHaveValue('Park fees\nAirport transfers');
    expect(within(form).getAllByRole('listitem', { name: /^Day \d$/ })).toHaveLength(2);
    expect(screen.getByLabelText('Quote total')).toHaveTextContent('$4,686.05');

    const nights = within(line(2)).getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(nights);
    await user.type(nights, '4');
    expect(screen.getByLabelText('Quote total')).toHaveTextContent('$4,871.40');
    await user.click(within(form).getByRole('button', { name: 'Remove day 2' }));
    await user.click(screen.getByRole('button', { name: 'Send quote v2…' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: /Send quote v2/ })).getByRole('button', {
        name: 'Send quote v2',
      }),
    );

    await waitFor(() => expect(api.quotes()).toHaveLength(1));
    expect(api.quotes()[0]!.body).toMatchObject({
      version: 5,
      lines: [
        { kind: 'trip', description: v1.lines[0]!.description, quantity: 2, unit_price: 2140 },
        { kind: 'accommodation', description: 'Beach lodge, Nungwi', quantity: 4, unit_price: 185.35 },
        { kind: 'discount', description: 'Honeymoon', quantity: 1, unit_price: -150 },
      ],
      itinerary: [{ day_number: 1, title: 'Arusha', description: 'Welcome dinner.' }],
      includes: ['Park fees', 'Airport transfers'],
      excludes: ['International flights'],
    });
  });

  it('takes the trip’s own days again when asked, replacing the days written only once the agent agrees', async () => {
    stubQuoteServer(quotedRequest({ status: 'quoted', version: 5, quotes: [deskQuote()] }));
    const { user } = renderAdmin(<RequestPage uuid={UUID} />);
    const form = await openBuilder(user, 'Write quote v2 from v1');
    await user.click(within(form).getByRole('button', { name: `Use the days of ${SERENGETI.name}` }));

    const ask = await screen.findByRole('dialog', {
      name: `Replace the 2 days here with the 2 days of ${SERENGETI.name}?`,
    });
    await user.click(within(ask).getByRole('button', { name: 'Replace the days' }));
    const day1 = within(form).getByRole('listitem', { name: 'Day 1' });
    expect(within(day1).getByRole('textbox', { name: /What happens/ })).toHaveValue('Welcome dinner & briefing');
  });

  it('says why no quote can be written on a confirmed request', async () => {
    stubQuoteServer(quotedRequest({ status: 'confirmed', allowed_moves: ['completed', 'cancelled'] }));
    renderAdmin(<RequestPage uuid={UUID} />);
    expect(await screen.findByText(/No new quote: this request is confirmed/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Write/ })).toBeNull();
  });
});
