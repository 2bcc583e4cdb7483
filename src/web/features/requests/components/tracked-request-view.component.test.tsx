import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QuoteAnswer, RequestPaymentsAnswer } from '#domain/api/quotes.js';
import type { TrackedRequest } from '#domain/api/requests-desk.js';
import { useTrackedRequest } from '#web/features/requests/api/get-tracked-request.js';
import { renderWithApp } from '#web/test/render-with-app.js';
import { TrackedRequestView } from './tracked-request-view.js';

// The tracking page's answers, as the tourist uses them: a quote accepted or sent back with changes, what to pay once
// confirmed, and a message to the agency. The API is answered by a small router standing in for the server.

const REFERENCE = 'TZ-7K3M9Q';
const KEY = 'secret-key';

const quote = (over: Partial<QuoteAnswer> = {}): QuoteAnswer => ({
  uuid: '8f0b7c7e-0000-4000-8000-000000000002',
  number: 2,
  status: 'sent',
  lines: [
    { kind: 'trip', description: 'Serengeti Migration Safari', quantity: 2, unit_price: 2000, amount: 4000 },
    { kind: 'accommodation', description: 'Beach lodge, Nungwi', quantity: 3, unit_price: 185.35, amount: 556.05 },
    { kind: 'discount', description: 'Honeymoon', quantity: 1, unit_price: -150, amount: -150 },
  ],
  total: 4406.05,
  currency: 'USD',
  valid_until: '2027-03-15',
  sent_at: '2027-03-01T08:00:00.000Z',
  decided_at: null,
  decline_reason: null,
  message: 'Here is the plan we talked about.',
  itinerary: [
    { day_number: 1, title: 'Into the park by air', description: 'A light aircraft to Seronera.' },
    { day_number: 2, title: 'North to Nungwi', description: '' },
  ],
  includes: ['Park fees'],
  excludes: ['International flights'],
  ...over,
});

const payments = (over: Partial<RequestPaymentsAnswer> = {}): RequestPaymentsAnswer => ({
  currency: 'USD',
  total: 4406.05,
  paid: 1321.82,
  balance: 3084.23,
  schedule: [
    { kind: 'deposit', amount: 1321.82, due_date: '2027-03-08', status: 'paid', outstanding: 0 },
    { kind: 'balance', amount: 3084.23, due_date: '2027-06-11', status: 'overdue', outstanding: 3084.23 },
  ],
  entries: [
    {
      uuid: 'e1',
      number: 1,
      kind: 'payment',
      method: 'mobile_money',
      amount: 3_400_000,
      currency: 'TZS',
      amount_usd: 1321.82,
      reference: 'QHX81LM2P',
      received_on: '2027-03-05',
      voided_at: null,
    },
  ],
  ...over,
});

const PAY_TO = {
  account_name: 'Kilele Safaris Ltd',
  bank_name: 'Demo Bank Zanzibar',
  account_number: '0150 2234 5678 00',
  swift: 'DEMOTZTZ',
  branch: 'Stone Town',
  reference: REFERENCE,
};

const tracked = (over: Partial<TrackedRequest> = {}): TrackedRequest => ({
  reference: REFERENCE,
  type: 'inquiry',
  status: 'quoted',
  status_label: 'Quote sent',
  item_name: 'Serengeti and Zanzibar',
  lines: [
    {
      line: 1,
      item_type: 'destination',
      item_uuid: null,
      item_name: 'Serengeti and Zanzibar',
      start_date: '2027-08-10',
      end_date: null,
      guests: 2,
      service_class: null,
      season: null,
      tier: null,
      total_price: null,
    },
  ],
  start_date: '2027-08-10',
  end_date: null,
  guests: 2,
  total_price: null,
  quoted_price: 4406.05,
  currency: 'USD',
  sent_in: { locale: 'en', currency: 'EUR', symbol: '€', exchange_rate: 0.92, rated_on: '2027-02-27' },
  received_at: '2027-02-27T08:00:00.000Z',
  timeline: [{ at: '2027-02-27T08:00:00.000Z', kind: 'received', text: 'Request received', status: null, words: '' }],
  quotes: [quote(), quote({ number: 1, status: 'declined', total: 4800, uuid: 'q1' })],
  payments: null,
  pay_to: null,
  travellers_complete: false,
  travellers: null,
  ...over,
});

interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** Answers the API by method and path, in the envelope; records every call. */
function serveApi(route: (call: Call) => { status: number; body: unknown }) {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    const call = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const { status, body } = route(call);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

const ok = (data: unknown, code = 200) => ({ status: code, body: { status: true, code, message: 'ok', data } });
const posts = (calls: Call[]) => calls.filter((call) => call.method === 'POST');

/** The page as the route renders it: the request read through its query, then the view. */
function Page() {
  const query = useTrackedRequest(REFERENCE, KEY);
  return query.data ? <TrackedRequestView request={query.data} access={{ reference: REFERENCE, key: KEY }} /> : null;
}

afterEach(() => vi.restoreAllMocks());

describe('the quote on the tracking page', () => {
  it('reads as a document: number, validity, lines and total in euros beside the dollars, days, lists, terms', async () => {
    serveApi(() => ok(tracked()));
    renderWithApp(<Page />);
    const section = await screen.findByRole('region', { name: 'Your quote' });
    const quoteArticle = within(section).getByRole('article', { name: 'Quote 2' });
    expect(quoteArticle).toHaveTextContent('Valid until 15 Mar 2027');
    expect(quoteArticle).toHaveTextContent('Here is the plan we talked about.');
    expect(quoteArticle).toHaveTextContent('Beach lodge, Nungwi');
    expect(quoteArticle).toHaveTextContent('Beach lodge, NungwiAccommodation · 3 × $185.35$556.05');
    expect(quoteArticle).toHaveTextContent('HoneymoonDiscount · 1 × -$150-$150');
    expect(quoteArticle).toHaveTextContent('Honeymoon');
    expect(screen.getByTestId('quote-total')).toHaveTextContent('€4,054 · $4,406.05');
    expect(quoteArticle).toHaveTextContent('Day 1: Into the park by air');
    expect(quoteArticle).toHaveTextContent('Park fees');
    expect(quoteArticle).toHaveTextContent('International flights');
    expect(within(quoteArticle).getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', '/terms');
    // The earlier version, compactly.
    expect(section).toHaveTextContent('Quote 1 · Changes asked€4,416 · $4,800');
  });

  it('accepts only with the terms box ticked, sends {accept_terms: true}, then shows the booking confirmed and what to pay', async () => {
    let confirmed = false;
    const calls = serveApi((call) => {
      if (call.method === 'POST') {
        confirmed = true;
        return ok({
          reference: REFERENCE,
          status: 'confirmed',
          quote: quote({ status: 'accepted' }),
          payments: payments({ paid: 0, balance: 4406.05, entries: [] }),
        });
      }
      return ok(
        confirmed
          ? tracked({
              status: 'confirmed',
              status_label: 'Confirmed',
              quotes: [quote({ status: 'accepted' })],
              payments: payments({ paid: 0, balance: 4406.05, entries: [] }),
              pay_to: PAY_TO,
            })
          : tracked(),
      );
    });
    const { user } = renderWithApp(<Page />);
    const accept = await screen.findByRole('button', { name: 'Accept and book' });

    await user.click(accept);
    expect(await screen.findAllByText('Please accept the terms to confirm your booking.')).not.toHaveLength(0);
    expect(posts(calls)).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
    await user.click(accept);
    expect(await screen.findByRole('status')).toHaveTextContent('You accepted this quote: your booking is confirmed.');
    const [post] = posts(calls);
    expect(post).toMatchObject({ path: `/api/requests/${REFERENCE}/quotes/2/accept`, body: { accept_terms: true } });
    expect(post!.query.get('key')).toBe(KEY);
    expect(screen.queryByRole('button', { name: 'Accept and book' })).toBeNull();
    const toPay = screen.getByRole('region', { name: 'What to pay' });
    expect(toPay).toHaveTextContent('Deposit (30%)');
    // Read again once accepted: where to pay arrives with the request.
    expect(await within(toPay).findByTestId('payment-reference')).toHaveTextContent(REFERENCE);
  });

  it('asks for changes with what to change, then says a new quote will follow', async () => {
    const declined = quote({ status: 'declined', decline_reason: 'Two more beach nights.' });
    let asked = false;
    const calls = serveApi((call) => {
      if (call.method !== 'POST') return ok(asked ? tracked({ status: 'in_progress', quotes: [declined] }) : tracked());
      asked = true;
      return ok({ reference: REFERENCE, status: 'in_progress', quote: declined, payments: null });
    });
    const { user } = renderWithApp(<Page />);
    await user.click(await screen.findByText('Ask for changes'));
    await user.type(
      screen.getByRole('textbox', { name: /What would you like us to change\?/ }),
      'Two more beach nights.',
    );
    await user.click(screen.getByRole('button', { name: 'Send my request for changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent("We'll send you a new quote.");
    expect(posts(calls)[0]).toMatchObject({
      path: `/api/requests/${REFERENCE}/quotes/2/decline`,
      body: { reason: 'Two more beach nights.' },
    });
    expect(screen.queryByRole('button', { name: 'Accept and book' })).toBeNull();
  });

  it("shows the server's reason when the quote expired meanwhile (409)", async () => {
    serveApi((call) =>
      call.method === 'POST'
        ? {
            status: 409,
            body: { status: false, code: 409, message: 'This quote has expired: ask us for a new one.' },
          }
        : ok(tracked()),
    );
    const { user } = renderWithApp(<Page />);
    await user.click(await screen.findByRole('checkbox', { name: /I accept the terms and conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Accept and book' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This quote has expired: ask us for a new one.');
  });

  it('offers no Accept on an expired, replaced or decided quote, and says why', async () => {
    for (const [status, words] of [
      ['expired', 'This quote expired on 15 Mar 2027.'],
      ['superseded', 'We have sent you a newer quote since'],
      ['declined', "We'll send you a new quote."],
    ] as const) {
      vi.restoreAllMocks();
      serveApi(() => ok(tracked({ quotes: [quote({ status })] })));
      const view = renderWithApp(<Page />);
      expect(await screen.findByRole('status')).toHaveTextContent(words);
      expect(screen.queryByRole('button', { name: 'Accept and book' })).toBeNull();
      view.unmount();
    }
  });
});

describe('what to pay', () => {
  it('lists each instalment in euros and dollars with its due date and state, what is paid and left, the payments and the bank', async () => {
    serveApi(() =>
      ok(
        tracked({
          status: 'confirmed',
          status_label: 'Confirmed',
          quotes: [quote({ status: 'accepted' })],
          payments: payments(),
          pay_to: PAY_TO,
        }),
      ),
    );
    renderWithApp(<Page />);
    const toPay = await screen.findByRole('region', { name: 'What to pay' });
    const [deposit, balance] = within(toPay).getAllByRole('listitem');
    expect(deposit).toHaveTextContent('Deposit (30%)Due by 8 Mar 2027€1,216 · $1,321.82Paid');
    expect(balance).toHaveTextContent('Balance (70%)Due by 11 Jun 2027€2,837 · $3,084.23Overdue');
    expect(within(toPay).getByTestId('paid-so-far')).toHaveTextContent('€1,216 · $1,321.82');
    expect(within(toPay).getByTestId('balance')).toHaveTextContent('€2,837 · $3,084.23');
    expect(toPay).toHaveTextContent('Mobile money');
    expect(toPay).toHaveTextContent('3,400,000 TZS · $1,321.82');
    expect(toPay).toHaveTextContent('Account number0150 2234 5678 00');
    expect(toPay).toHaveTextContent('SWIFT / BICDEMOTZTZ');
    expect(within(toPay).getByTestId('payment-reference')).toHaveTextContent(REFERENCE);
  });
});

describe('writing to the agency', () => {
  it('sends the message and shows it in the history; a blank one is refused without a call', async () => {
    const entry = {
      at: '2027-03-02T09:00:00.000Z',
      kind: 'tourist_message' as const,
      text: 'Can we start a day later?',
      status: null,
      words: 'Can we start a day later?',
    };
    let sent = false;
    const calls = serveApi((call) => {
      if (call.method !== 'POST') {
        return ok(sent ? tracked({ timeline: [...tracked().timeline, entry] }) : tracked());
      }
      sent = true;
      return ok({ entry }, 201);
    });
    const { user } = renderWithApp(<Page />);
    const send = await screen.findByRole('button', { name: 'Send message' });
    await user.click(send);
    expect(await screen.findAllByText('Please write a message (at most 5000 characters).')).not.toHaveLength(0);
    expect(posts(calls)).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /Write to us/ }), 'Can we start a day later?');
    await user.click(send);
    const history = screen.getByRole('region', { name: 'History' });
    await waitFor(() => expect(history).toHaveTextContent('You: Can we start a day later?'));
    expect(posts(calls)[0]).toMatchObject({
      path: `/api/requests/${REFERENCE}/messages`,
      body: { body: 'Can we start a day later?' },
    });
    expect(screen.getByRole('textbox', { name: /Write to us/ })).toHaveValue('');
  });
});
