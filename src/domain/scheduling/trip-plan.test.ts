import { describe, expect, it } from 'vitest';
import { isTripOver, sendMomentOn, tripEndDay, tripPlan, type TripPlanInput } from './trip-plan.js';

const confirmed = (over: Partial<TripPlanInput> = {}): TripPlanInput => ({
  status: 'confirmed',
  startDate: '2027-08-10',
  instalments: [
    { kind: 'deposit', dueDate: '2027-01-08', status: 'due' },
    { kind: 'balance', dueDate: '2027-06-11', status: 'due' },
  ],
  completedAt: null,
  ...over,
});

const plain = (input: TripPlanInput) =>
  tripPlan(input).map((job) => `${job.kind}/${job.slot} ${job.runAt.toISOString()}`);

describe('tripPlan', () => {
  it('reminds of each unpaid instalment three days before and the day after, asks for details and says goodbye', () => {
    expect(plain(confirmed())).toEqual([
      'deposit_reminder/before 2027-01-05T06:00:00.000Z',
      'deposit_reminder/overdue 2027-01-09T06:00:00.000Z',
      'balance_reminder/before 2027-06-08T06:00:00.000Z',
      'balance_reminder/overdue 2027-06-12T06:00:00.000Z',
      'traveller_details/main 2027-06-29T06:00:00.000Z',
      'pre_departure/main 2027-08-03T06:00:00.000Z',
    ]);
  });

  it('plans no reminder for a paid instalment, and reminds of a full payment as the deposit', () => {
    const paidDeposit = confirmed({
      instalments: [
        { kind: 'deposit', dueDate: '2027-01-08', status: 'paid' },
        { kind: 'balance', dueDate: '2027-06-11', status: 'overdue' },
      ],
    });
    expect(plain(paidDeposit).filter((j) => j.includes('reminder'))).toEqual([
      'balance_reminder/before 2027-06-08T06:00:00.000Z',
      'balance_reminder/overdue 2027-06-12T06:00:00.000Z',
    ]);
    const full = confirmed({ instalments: [{ kind: 'full', dueDate: '2027-01-08', status: 'due' }] });
    expect(plain(full).filter((j) => j.includes('reminder'))).toHaveLength(2);
    expect(plain(full)[0]).toMatch(/^deposit_reminder\/before/);
  });

  it('plans no trip mails without a start date, nor a balance reminder without its due date', () => {
    const undated = confirmed({
      startDate: null,
      instalments: [
        { kind: 'deposit', dueDate: '2027-01-08', status: 'due' },
        { kind: 'balance', dueDate: null, status: 'due' },
      ],
    });
    expect(plain(undated).map((j) => j.split(' ')[0])).toEqual(['deposit_reminder/before', 'deposit_reminder/overdue']);
  });

  it('plans nothing for a cancelled or unconfirmed request, and only the review for a completed one', () => {
    expect(tripPlan(confirmed({ status: 'cancelled' }))).toEqual([]);
    expect(tripPlan(confirmed({ status: 'in_progress' }))).toEqual([]);
    const done = new Date('2027-08-20T06:00:00Z');
    expect(tripPlan(confirmed({ status: 'completed', completedAt: done }))).toEqual([
      { kind: 'review_invitation', slot: 'main', runAt: done },
    ]);
  });

  it('sends a day’s mails at 09:00 in Dar es Salaam', () => {
    expect(sendMomentOn('2027-01-05').toISOString()).toBe('2027-01-05T06:00:00.000Z');
  });
});

describe('the end of a trip', () => {
  it('is its end date, else its start plus its days', () => {
    expect(tripEndDay('2027-08-10', '2027-08-16', 9)).toBe('2027-08-16');
    expect(tripEndDay('2027-08-10', null, 7)).toBe('2027-08-16');
    expect(tripEndDay('2027-08-10', null, null)).toBe('2027-08-10');
    expect(tripEndDay(null, null, 7)).toBeNull();
  });

  it('is over from the next day on', () => {
    expect(isTripOver('2027-08-16', '2027-08-16')).toBe(false);
    expect(isTripOver('2027-08-16', '2027-08-17')).toBe(true);
    expect(isTripOver(null, '2030-01-01')).toBe(false);
  });
});
