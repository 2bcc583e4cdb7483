import { describe, expect, it } from 'vitest';
import { REQUEST_STATUSES, allowedMoves, canMoveRequest, isOverdue } from './request-status.js';

describe('the request workflow', () => {
  it('allows exactly the moves of the contract table', () => {
    const allowed = REQUEST_STATUSES.flatMap((from) =>
      REQUEST_STATUSES.filter((to) => canMoveRequest(from, to)).map((to) => `${from}>${to}`),
    );
    expect(allowed).toEqual([
      'new>in_progress',
      'new>cancelled',
      'in_progress>quoted',
      'in_progress>confirmed',
      'in_progress>cancelled',
      'quoted>in_progress',
      'quoted>confirmed',
      'quoted>cancelled',
      'confirmed>completed',
      'confirmed>cancelled',
    ]);
  });

  it('ends at completed and cancelled', () => {
    expect(allowedMoves('completed')).toEqual([]);
    expect(allowedMoves('cancelled')).toEqual([]);
  });

  it('calls a new request overdue after 24 hours, and nothing else', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    expect(isOverdue('new', new Date('2026-11-23T11:59:00Z'), now)).toBe(true);
    expect(isOverdue('new', new Date('2026-11-23T12:01:00Z'), now)).toBe(false);
    expect(isOverdue('in_progress', new Date('2026-11-01T00:00:00Z'), now)).toBe(false);
  });
});
