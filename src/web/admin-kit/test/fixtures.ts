import type { RequestPaymentsAnswer } from '#domain/api/quotes.js';
import type { DeskRequest, DeskRequestRow } from '#domain/api/requests-desk.js';

/** One inbox row; `overrides` change what a test is about. */
export function deskRow(overrides: Partial<DeskRequestRow> = {}): DeskRequestRow {
  return {
    uuid: '0a8b7c6d-0000-4000-8000-000000000001',
    reference: 'TZ-7K3M9Q',
    type: 'trip_booking',
    status: 'new',
    customer: { name: 'Amara Okafor', email: 'amara@example.com', phone: '+255 712 000 111', country: 'Nigeria' },
    item_name: 'Serengeti Migration Safari',
    start_date: '2026-12-12',
    guests: 2,
    total_price: 4280,
    currency: 'USD',
    sent_in: { locale: 'en', currency: 'USD', symbol: '$', exchange_rate: 1, rated_on: '2026-11-20' },
    received_at: '2026-11-20T08:00:00Z',
    updated_at: '2026-11-20T08:00:00Z',
    overdue: true,
    ...overrides,
  };
}

/** A request page's answer. */
export function deskRequest(overrides: Partial<DeskRequest> = {}): DeskRequest {
  const row = deskRow({ status: 'in_progress', overdue: false });
  return {
    ...row,
    version: 3,
    quoted_price: null,
    end_date: '2026-12-16',
    answered_at: '2026-11-20T10:00:00Z',
    customer: { ...row.customer, first_name: 'Amara', last_name: 'Okafor', gender: null, has_account: false },
    note: 'We would love a sunrise balloon ride.',
    lines: [
      {
        line: 1,
        item_type: 'trip',
        item_uuid: null,
        item_name: 'Serengeti Migration Safari',
        start_date: '2026-12-12',
        end_date: '2026-12-16',
        guests: 2,
        service_class: 'Comfort',
        season: 'High',
        tier: 2,
        per_person: 2140,
        total_price: 4280,
      },
    ],
    inquiry: null,
    quotes: [],
    payments: null,
    scheduled: [],
    travellers: [],
    travel_details: null,
    travellers_complete: false,
    allowed_moves: ['quoted', 'confirmed', 'cancelled'],
    timeline: [
      { at: '2026-11-20T08:00:00Z', kind: 'received', actor: null, text: 'Booking received', visible_to_tourist: true },
    ],
    ...overrides,
  };
}

/** The signed-in staff member as `/api/admin/me` answers, in the role a test is about. */
export function staffMe(role: 'owner' | 'agent') {
  return { uuid: 'me', email: 'me@kilele.example', name: 'Zawadi', role, active: true };
}

/** A confirmed request's money: a deposit paid by M-Pesa in TZS, the balance due; `overrides` change the rest. */
export function requestPayments(overrides: Partial<RequestPaymentsAnswer> = {}): RequestPaymentsAnswer {
  return {
    currency: 'USD',
    total: 4000,
    paid: 1200,
    balance: 2800,
    schedule: [
      { kind: 'deposit', amount: 1200, due_date: '2026-11-27', status: 'paid', outstanding: 0 },
      { kind: 'balance', amount: 2800, due_date: '2027-06-11', status: 'due', outstanding: 2800 },
    ],
    entries: [
      {
        uuid: '7d1e0c2a-0000-4000-8000-000000000001',
        number: 1,
        kind: 'payment',
        method: 'mobile_money',
        amount: 3_120_000,
        currency: 'TZS',
        amount_usd: 1200,
        reference: 'QHX81LM2P',
        received_on: '2026-11-24',
        recorded_by: 'Neema',
        voided_at: null,
        void_reason: null,
      },
    ],
    ...overrides,
  };
}
