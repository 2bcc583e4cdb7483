import { describe, expect, it } from 'vitest';
import type { QuoteAnswer } from '#domain/api/quotes.js';
import type { TrackedRequest } from '#domain/api/requests-desk.js';
import { withDecision, withMessage } from './tracked-updates.js';

const quote = (number: number, status: QuoteAnswer['status']) =>
  ({ number, status, total: 1000 * number }) as QuoteAnswer;
const request = {
  status: 'quoted',
  status_label: 'Quote sent',
  quoted_price: 2000,
  quotes: [quote(2, 'sent'), quote(1, 'declined')],
  payments: null,
  timeline: [{ at: '2027-03-01T08:00:00.000Z', kind: 'received', text: 'Request received', status: null, words: '' }],
} as unknown as TrackedRequest;

describe('the tracked request after an answer', () => {
  it('takes the accepted quote, the confirmed status in words and the money', () => {
    const payments = { total: 2000, paid: 0, balance: 2000 } as TrackedRequest['payments'];
    const after = withDecision(request, { status: 'confirmed', quote: quote(2, 'accepted'), payments });
    expect(after).toMatchObject({ status: 'confirmed', status_label: 'Confirmed', quoted_price: 2000, payments });
    expect(after.quotes.map((q) => [q.number, q.status])).toEqual([
      [2, 'accepted'],
      [1, 'declined'],
    ]);
  });

  it('puts a declined quote back in progress, its price and money untouched', () => {
    const after = withDecision(request, { status: 'in_progress', quote: quote(2, 'declined'), payments: null });
    expect(after).toMatchObject({
      status: 'in_progress',
      status_label: 'Being planned',
      quoted_price: 2000,
      payments: null,
    });
    expect(after.quotes[0]!.status).toBe('declined');
  });

  it('adds the tourist’s message last in the history', () => {
    const entry = {
      at: '2027-03-02T09:00:00.000Z',
      kind: 'tourist_message' as const,
      text: 'Hello',
      status: null,
      words: 'Hello',
    };
    expect(withMessage(request, entry).timeline.at(-1)).toEqual(entry);
  });
});
