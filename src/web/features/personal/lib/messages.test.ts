import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api-client.js';
import { messageOf } from './messages.js';

describe('messageOf', () => {
  it("shows the server's message", () => {
    expect(messageOf(new ApiError(409, 'This item is already in your cart.'), 'Failed to add to cart')).toBe(
      'This item is already in your cart.',
    );
    expect(messageOf(new ApiError(422, 'Please write a comment'), 'Failed to submit rating')).toBe(
      'Please write a comment',
    );
  });

  it('falls back when the answer has nothing to tell a visitor', () => {
    const fallback = 'Failed to like item';
    expect(messageOf(new ApiError(502, 'Request failed (502)'), fallback)).toBe(fallback);
    expect(messageOf(new ApiError(500, 'Something went wrong on our side. Please try again.'), fallback)).toBe(
      fallback,
    );
    expect(messageOf(new ApiError(404, 'The requested resource was not found.'), fallback)).toBe(fallback);
    expect(messageOf(new TypeError('Failed to fetch'), fallback)).toBe(fallback);
  });
});
