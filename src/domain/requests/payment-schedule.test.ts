import { describe, expect, it } from 'vitest';
import {
  BALANCE_DUE_DAYS_BEFORE_DEPARTURE,
  DEPOSIT_DUE_DAYS_AFTER_CONFIRMATION,
  DEPOSIT_PERCENT,
  PAY_IN_FULL_WITHIN_DAYS,
  paymentSchedule,
} from './payment-schedule.js';

describe('paymentSchedule', () => {
  it('states the rule the Terms quote', () => {
    expect([DEPOSIT_PERCENT, DEPOSIT_DUE_DAYS_AFTER_CONFIRMATION, BALANCE_DUE_DAYS_BEFORE_DEPARTURE]).toEqual([
      30, 7, 60,
    ]);
    expect(PAY_IN_FULL_WITHIN_DAYS).toBe(67);
  });

  it('asks 30% a week after confirmation and the rest 60 days before departure', () => {
    expect(paymentSchedule({ price: 4200, confirmedOn: '2027-03-01', startDate: '2027-08-10' })).toEqual({
      deposit: { amount: 1260, dueOn: '2027-03-08' },
      balance: { amount: 2940, dueOn: '2027-06-11' },
      payInFull: false,
    });
  });

  it('rounds the deposit to the cent and lets the balance take the rest, so they add up to the price', () => {
    const { deposit, balance } = paymentSchedule({ price: 1000.01, confirmedOn: '2027-01-01', startDate: null });
    expect(deposit.amount).toBe(300);
    expect(balance?.amount).toBe(700.01);
    for (const price of [0.01, 0.1, 333.33, 1234.57, 9999.99]) {
      const s = paymentSchedule({ price, confirmedOn: '2027-01-01', startDate: '2028-01-01' });
      expect(Math.round((s.deposit.amount + (s.balance?.amount ?? 0)) * 100)).toBe(Math.round(price * 100));
      expect(s.deposit.amount * 100).toBeCloseTo(Math.round(s.deposit.amount * 100), 6);
    }
  });

  it('cannot date the balance without a start date, but still splits the price', () => {
    expect(paymentSchedule({ price: 2000, confirmedOn: '2027-12-28', startDate: null })).toEqual({
      deposit: { amount: 600, dueOn: '2028-01-04' },
      balance: { amount: 1400, dueOn: null },
      payInFull: false,
    });
  });

  it('keeps two payments when departure is 68 days away, and asks the whole price at 67 days', () => {
    const twoPayments = paymentSchedule({ price: 1000, confirmedOn: '2027-01-01', startDate: '2027-03-10' });
    expect(twoPayments.payInFull).toBe(false);
    expect(twoPayments.balance?.dueOn).toBe('2027-01-09');
    expect(paymentSchedule({ price: 1000, confirmedOn: '2027-01-01', startDate: '2027-03-09' })).toEqual({
      deposit: { amount: 1000, dueOn: '2027-01-08' },
      balance: null,
      payInFull: true,
    });
  });

  it('never dates the payment after departure, nor before confirmation', () => {
    expect(paymentSchedule({ price: 800, confirmedOn: '2027-05-01', startDate: '2027-05-04' }).deposit).toEqual({
      amount: 800,
      dueOn: '2027-05-04',
    });
    expect(paymentSchedule({ price: 800, confirmedOn: '2027-05-01', startDate: '2027-04-20' }).deposit.dueOn).toBe(
      '2027-05-01',
    );
  });

  it('refuses a negative price or a malformed date (a caller bug, not a tourist input)', () => {
    expect(() => paymentSchedule({ price: -1, confirmedOn: '2027-01-01', startDate: null })).toThrow(RangeError);
    expect(() => paymentSchedule({ price: 1, confirmedOn: '2027-02-30', startDate: null })).toThrow(RangeError);
    expect(() => paymentSchedule({ price: 1, confirmedOn: '2027-01-01', startDate: '10/08/2027' })).toThrow(RangeError);
  });
});
