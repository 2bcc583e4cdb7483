import { describe, expect, it } from 'vitest';
import { paymentSchedule } from '../requests/payment-schedule.js';
import { paidCents, receivables, refundRefusal, requestPayments, usdValue, type LedgerEntry } from './ledger.js';

const pay = (amountUsd: number, over: Partial<LedgerEntry> = {}): LedgerEntry => ({
  kind: 'payment',
  amountUsd,
  voided: false,
  ...over,
});

// $6,787.75 confirmed on 1 March for a trip leaving 14 August: a 30 % deposit by 8 March, the balance by 15 June.
const total = 6787.75;
const schedule = paymentSchedule({ price: total, confirmedOn: '2027-03-01', startDate: '2027-08-14' });

describe('requestPayments', () => {
  it('splits the price into a deposit and a balance that add up to it, to the cent', () => {
    const { schedule: instalments } = requestPayments(total, schedule, [], '2027-03-01');
    expect(instalments.map((i) => [i.kind, i.amount, i.dueDate, i.status])).toEqual([
      ['deposit', 2036.33, '2027-03-08', 'due'],
      ['balance', 4751.42, '2027-06-15', 'due'],
    ]);
    expect(instalments[0]!.amount + instalments[1]!.amount).toBeCloseTo(total, 10);
  });

  it('follows the instalments through time: due, overdue the day after, paid once covered', () => {
    expect(requestPayments(total, schedule, [], '2027-03-08').schedule[0]!.status).toBe('due');
    expect(requestPayments(total, schedule, [], '2027-03-09').schedule[0]!.status).toBe('overdue');
    const deposit = [pay(2036.33)];
    const afterDeposit = requestPayments(total, schedule, deposit, '2027-03-09');
    expect(afterDeposit.schedule.map((i) => i.status)).toEqual(['paid', 'due']);
    expect(afterDeposit).toMatchObject({ paid: 2036.33, balance: 4751.42 });
    expect(requestPayments(total, schedule, deposit, '2027-06-16').schedule.map((i) => i.status)).toEqual([
      'paid',
      'overdue',
    ]);
    const full = requestPayments(total, schedule, [...deposit, pay(4751.42)], '2027-07-01');
    expect(full).toMatchObject({ paid: total, balance: 0 });
    expect(full.schedule.map((i) => i.status)).toEqual(['paid', 'paid']);
  });

  it('leaves voided entries out and takes refunds off', () => {
    const entries = [pay(2036.33, { voided: true }), pay(1000), pay(200, { kind: 'refund' })];
    const figures = requestPayments(total, schedule, entries, '2027-03-02');
    expect(figures).toMatchObject({ paid: 800, balance: 5987.75 });
    expect(figures.schedule[0]).toMatchObject({ status: 'due', outstanding: 1236.33 });
  });

  it('counts what was paid in cents: ten payments of $0.10 are a dollar', () => {
    expect(paidCents(Array.from({ length: 10 }, () => pay(0.1)))).toBe(100);
  });

  it('asks for the whole price at once when the trip is near', () => {
    const near = paymentSchedule({ price: 999.99, confirmedOn: '2027-03-01', startDate: '2027-04-10' });
    expect(requestPayments(999.99, near, [], '2027-03-01').schedule).toEqual([
      { kind: 'full', amount: 999.99, dueDate: '2027-03-08', status: 'due', outstanding: 999.99 },
    ]);
  });
});

describe('refundRefusal', () => {
  it('refuses a refund larger than what was paid, to the cent', () => {
    const entries = [pay(500), pay(100, { kind: 'refund' })];
    expect(refundRefusal(entries, 400)).toBeNull();
    expect(refundRefusal(entries, 400.01)).toMatch(/larger than what was paid/);
  });
});

describe('usdValue', () => {
  it('converts at the site’s rate (units per dollar) to the cent', () => {
    expect(usdValue(2_300_000, 2600)).toBe(884.62);
    expect(usdValue(920, 0.92)).toBe(1000);
    expect(usdValue(100, 0.79)).toBe(126.58);
    expect(usdValue(49.99, 1)).toBe(49.99);
  });

  it('refuses a rate it cannot use', () => {
    expect(() => usdValue(10, 0)).toThrow(RangeError);
    expect(() => usdValue(10, Number.NaN)).toThrow(RangeError);
  });
});

describe('receivables', () => {
  it('sums what is unpaid and overdue, and what falls due in the next 30 days', () => {
    const a = requestPayments(total, schedule, [pay(1000)], '2027-03-20').schedule; // deposit overdue, 1,036.33 left
    const b = requestPayments(
      3000,
      paymentSchedule({ price: 3000, confirmedOn: '2027-03-15', startDate: '2027-12-01' }),
      [],
      '2027-03-20',
    ).schedule;
    expect(receivables([...a, ...b], '2027-03-20')).toEqual({ overdue: 1036.33, dueNext30Days: 900 });
  });
});
