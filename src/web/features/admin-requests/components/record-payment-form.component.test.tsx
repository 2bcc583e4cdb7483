import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { todayInDarEsSalaam } from '#domain/dates/calendar-date.js';
import { envelope, renderAdmin, stubAdminApi, type ApiCall } from '#web/admin-kit/test/render-admin.js';
import { requestPayments } from '#web/admin-kit/test/fixtures.js';
import { RecordPaymentForm } from './record-payment-form.js';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const UUID = '0a8b7c6d-0000-4000-8000-000000000001';
const DOUBLE_ENTRY = 'This payment is already recorded: the same method and reference are on this request.';

/** The site's currencies as the storefront's reference list gives them, at their rates in use. */
const splash = {
  currencies: [
    { id: 1, uuid: 'usd', name: 'US Dollar', code: 'USD', symbol: '$', rate: 1 },
    { id: 2, uuid: 'tzs', name: 'Tanzanian Shilling', code: 'TZS', symbol: 'TSh', rate: 2600 },
    { id: 3, uuid: 'eur', name: 'Euro', code: 'EUR', symbol: '€', rate: 0.92 },
  ],
  locations: [],
  categories: [],
  searviceClasses: [],
  countries: [],
  genders: [],
  seasons: [],
  tripTypes: [],
  regions: [],
};

/** The reference list, and `answer` for the payment. */
function stubServer(answer: (call: ApiCall) => [number, unknown]) {
  return stubAdminApi((call) => (call.url.pathname === '/api/splash' ? [200, envelope(splash)] : answer(call)));
}
const recorded = (entry: object = {}) =>
  envelope({ entry: { ...requestPayments().entries[0], ...entry }, payments: requestPayments() }, 201);
/**
 * Kind, method and currency as chosen from their lists (happy-dom leaves a select on its first option where the
 * browser shows the form's default).
 */
async function choose(user: UserEvent, kind: string, method: string, currency: string) {
  await user.selectOptions(screen.getByLabelText('Kind'), kind);
  await user.selectOptions(screen.getByLabelText('Method'), method);
  await screen.findByRole('option', { name: /TZS/ });
  await user.selectOptions(screen.getByLabelText('Currency'), currency);
}
const paymentCalls = (calls: ApiCall[]) =>
  calls.filter((c) => c.method === 'POST' && c.url.pathname === `/api/admin/requests/${UUID}/payments`);

describe('RecordPaymentForm', () => {
  it('sends exactly what the agent typed, today on the agency’s calendar, the USD value left to the server’s rate', async () => {
    const api = stubServer(() => [201, recorded()]);
    const { user } = renderAdmin(<RecordPaymentForm uuid={UUID} />);
    expect(screen.getByLabelText('Received on')).toHaveValue(todayInDarEsSalaam());

    await choose(user, 'payment', 'mobile_money', 'TZS');
    expect(screen.getByLabelText('Reference')).toHaveAccessibleDescription(/M-Pesa, Airtel Money or Tigo Pesa/);
    expect(screen.getByLabelText(/Value in USD/)).toHaveAccessibleDescription(/converted at today’s rate/);
    await user.type(screen.getByLabelText('Amount'), '2300000');
    // The server's own conversion at the site's rate, shown before sending.
    expect(screen.getByLabelText(/Value in USD/)).toHaveAccessibleDescription(/\$884\.62/);
    await user.type(screen.getByLabelText('Reference'), ' QHX81LM2P ');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));

    await waitFor(() => expect(paymentCalls(api.calls)).toHaveLength(1));
    expect(paymentCalls(api.calls)[0]!.body).toEqual({
      kind: 'payment',
      method: 'mobile_money',
      amount: 2_300_000,
      currency: 'TZS',
      received_on: todayInDarEsSalaam(),
      reference: 'QHX81LM2P',
    });
    // Recorded: the form is empty again for the next one.
    await waitFor(() => expect(screen.getByLabelText('Reference')).toHaveValue(''));
  });

  it('sends the bank’s own USD value when the agent types one, and none for a payment in USD', async () => {
    const api = stubServer(() => [201, recorded()]);
    const { user } = renderAdmin(<RecordPaymentForm uuid={UUID} />);
    await choose(user, 'payment', 'bank_transfer', 'EUR');
    await user.type(screen.getByLabelText('Amount'), '1000');
    await user.type(screen.getByLabelText(/Value in USD/), '1080.5');
    await user.type(screen.getByLabelText('Reference'), 'FT26 0412 7781');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(paymentCalls(api.calls)).toHaveLength(1));
    expect(paymentCalls(api.calls)[0]!.body).toMatchObject({ currency: 'EUR', amount: 1000, amount_usd: 1080.5 });

    // A USD value typed before switching back to USD is not sent: the amount is the value.
    await choose(user, 'payment', 'cash', 'EUR');
    await user.type(screen.getByLabelText('Amount'), '50');
    await user.type(screen.getByLabelText(/Value in USD/), '54');
    await user.selectOptions(screen.getByLabelText('Currency'), 'USD');
    expect(screen.queryByLabelText(/Value in USD/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Reference'), 'R-0042');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(paymentCalls(api.calls)).toHaveLength(2));
    expect(paymentCalls(api.calls)[1]!.body).not.toHaveProperty('amount_usd');
  });

  it('shows a double entry (409) on the reference, and keeps what was typed', async () => {
    stubServer(() => [409, { status: false, code: 409, message: DOUBLE_ENTRY }]);
    const { user } = renderAdmin(<RecordPaymentForm uuid={UUID} />);
    await choose(user, 'payment', 'bank_transfer', 'USD');
    await user.type(screen.getByLabelText('Amount'), '300');
    await user.type(screen.getByLabelText('Reference'), 'FT1');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(DOUBLE_ENTRY);
    expect(screen.getByLabelText('Reference')).toHaveAccessibleDescription(new RegExp(DOUBLE_ENTRY));
    expect(screen.getByLabelText('Reference')).toHaveValue('FT1');
    expect(screen.getByLabelText('Amount')).toHaveValue(300);
  });

  it('puts a 422 on its field (a refund over what was paid), and one of no field in the alert', async () => {
    const refused: [number, unknown][] = [
      [
        422,
        {
          status: false,
          code: 422,
          message: 'A refund cannot be larger than what was paid.',
          errors: { amount: ['A refund cannot be larger than what was paid.'] },
        },
      ],
      [
        422,
        {
          status: false,
          code: 422,
          message: 'Payments are recorded on confirmed, completed or cancelled requests only.',
          errors: { status: ['Payments are recorded on confirmed, completed or cancelled requests only.'] },
        },
      ],
    ];
    stubServer(() => refused.shift()!);
    const { user } = renderAdmin(<RecordPaymentForm uuid={UUID} />);
    await choose(user, 'refund', 'bank_transfer', 'USD');
    await user.type(screen.getByLabelText('Amount'), '5000');
    await user.type(screen.getByLabelText('Reference'), 'RF1');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription(/refund cannot be larger than what was paid/),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('A refund cannot be larger than what was paid.');

    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '50');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payments are recorded on confirmed, completed or cancelled requests only.',
    );
  });

  it('refuses what the schema refuses before sending: no amount, no reference', async () => {
    const api = stubServer(() => [201, recorded()]);
    const { user } = renderAdmin(<RecordPaymentForm uuid={UUID} />);
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/amount received/);
    expect(screen.getByRole('alert')).toHaveTextContent(/reference/);
    expect(paymentCalls(api.calls)).toHaveLength(0);
  });
});
