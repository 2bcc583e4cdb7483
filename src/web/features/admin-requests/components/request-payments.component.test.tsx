import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deskRequest, requestPayments } from '#web/admin-kit/test/fixtures.js';
import { envelope, renderAdmin, stubAdminApi, type ApiCall } from '#web/admin-kit/test/render-admin.js';
import { RequestPayments } from './request-payments.js';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const ENTRY = requestPayments().entries[0]!;
const confirmed = deskRequest({ status: 'confirmed', payments: requestPayments() });
const voidCalls = (calls: ApiCall[]) =>
  calls.filter((c) => c.url.pathname === `/api/admin/payments/${ENTRY.uuid}/void`);
const stub = () =>
  stubAdminApi((call) =>
    call.url.pathname.endsWith('/void')
      ? [200, envelope({ entry: { ...ENTRY, voided_at: '2026-11-28T10:00:00Z', void_reason: 'Typed twice' } })]
      : [200, envelope({ currencies: [], locations: [], countries: [] })],
  );

describe('RequestPayments', () => {
  it('shows the total, paid and balance, each instalment with its state, and the ledger in both currencies', async () => {
    stub();
    renderAdmin(<RequestPayments request={confirmed} owner={false} />);
    const instalments = screen.getByRole('list', { name: 'Instalments' });
    expect(
      within(instalments)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Deposit\$1,200.*due .*Paid$/),
      expect.stringMatching(/^Balance\$2,800.*due .*Due$/),
    ]);
    expect(screen.getByText('$4,000.00')).toBeVisible();
    expect(screen.getByText('QHX81LM2P')).toBeVisible();
    expect(screen.getByText(/TZS\s?3,120,000/)).toBeVisible();
    expect(screen.getByText('Neema')).toBeVisible();
    expect(screen.getByRole('form', { name: 'Record a payment' })).toBeVisible();
  });

  it('offers no Void to an agent', () => {
    stub();
    renderAdmin(<RequestPayments request={confirmed} owner={false} />);
    expect(screen.queryByRole('button', { name: /Void/ })).not.toBeInTheDocument();
  });

  it('lets an owner void an entry once they say why', async () => {
    const api = stub();
    const { user } = renderAdmin(<RequestPayments request={confirmed} owner />);
    await user.click(screen.getByRole('button', { name: 'Void entry 1' }));
    const dialog = await screen.findByRole('dialog', {
      name: /Void entry 1 \(TZS\s?3,120,000.00, reference QHX81LM2P\)\?/,
    });

    await user.click(within(dialog).getByRole('button', { name: 'Void entry' }));
    expect(await within(dialog).findByText(/Please say why this entry is voided/)).toBeVisible();
    expect(voidCalls(api.calls)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Why is it voided?'), 'Typed twice');
    await user.click(within(dialog).getByRole('button', { name: 'Void entry' }));
    await waitFor(() => expect(voidCalls(api.calls)).toHaveLength(1));
    expect(voidCalls(api.calls)[0]!.body).toEqual({ reason: 'Typed twice' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('strikes a voided entry through, says why, and offers no Void for it', () => {
    stub();
    const voided = requestPayments({
      paid: 0,
      balance: 4000,
      entries: [{ ...ENTRY, voided_at: '2026-11-28T10:00:00Z', void_reason: 'Typed twice' }],
    });
    renderAdmin(<RequestPayments request={deskRequest({ status: 'confirmed', payments: voided })} owner />);
    expect(screen.getByText('Voided: Typed twice')).toBeVisible();
    expect(screen.getByText('$1,200.00', { selector: 's' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Void entry/ })).not.toBeInTheDocument();
  });

  it('says payments open once confirmed, with no form, before that', () => {
    stub();
    renderAdmin(<RequestPayments request={deskRequest({ status: 'quoted' })} owner />);
    expect(screen.getByText('Payments open once the request is confirmed.')).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Record a payment' })).not.toBeInTheDocument();
  });
});
