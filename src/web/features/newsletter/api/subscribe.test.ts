import { describe, expect, it } from 'vitest';
import { SUBSCRIBE_FAILED_MESSAGE, subscribedMessage, subscribeFailureMessage } from './subscribe.js';

describe('subscribeFailureMessage', () => {
  it('shows the server message when the server refused the subscription', () => {
    expect(subscribeFailureMessage(422, { status: 'error', message: 'Please enter a valid email address' })).toBe(
      'Please enter a valid email address',
    );
    expect(subscribeFailureMessage(429, { status: false, message: 'Too many requests' })).toBe('Too many requests');
  });

  it('falls back to the documented text otherwise', () => {
    expect(subscribeFailureMessage(404, { status: false, message: 'The requested resource was not found.' })).toBe(
      SUBSCRIBE_FAILED_MESSAGE,
    );
    expect(subscribeFailureMessage(500, null)).toBe(SUBSCRIBE_FAILED_MESSAGE);
    expect(subscribeFailureMessage(422, { status: 'error', message: '  ' })).toBe(SUBSCRIBE_FAILED_MESSAGE);
  });
});

describe('subscribedMessage', () => {
  it("answers the server's words, so a repeated subscription says so", () => {
    expect(subscribedMessage({ status: 'success', message: 'You are already subscribed' })).toBe(
      'You are already subscribed',
    );
    expect(subscribedMessage({ status: 'success' })).toBe('Subscribed successfully!');
  });
});
