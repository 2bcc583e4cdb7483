import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.js';
import { alertMessages, failureMessage, fieldMessage, showServerErrors } from './form-errors.js';

const REQUIRED = 'Please fill all required fields.';

describe('alertMessages', () => {
  it('lists each message once, in field order, then the form’s own', () => {
    const errors = {
      phone: { type: 'x', message: REQUIRED },
      email: { type: 'x', message: 'Bad e-mail' },
      fname: { type: 'x', message: REQUIRED },
      root: { failure: { type: 'x', message: 'Failed to book.' } },
    };
    expect(alertMessages(errors, ['fname', 'email', 'phone'])).toEqual([REQUIRED, 'Bad e-mail', 'Failed to book.']);
    expect(alertMessages({}, ['fname'])).toEqual([]);
  });
});

describe('fieldMessage', () => {
  it('replaces the all-fields message with the field’s own words, or with nothing', () => {
    expect(fieldMessage(REQUIRED, REQUIRED, 'Please enter your first name.')).toBe('Please enter your first name.');
    expect(fieldMessage(REQUIRED, REQUIRED)).toBeUndefined();
  });

  it('keeps specific messages', () => {
    expect(fieldMessage('Bad e-mail', REQUIRED, 'Please enter your e-mail.')).toBe('Bad e-mail');
    expect(fieldMessage(undefined, REQUIRED)).toBeUndefined();
  });
});

describe('showServerErrors', () => {
  it('puts a 422’s messages on the form’s fields', () => {
    const setError = vi.fn();
    const error = new ApiError(422, 'x', { class_id: ['Invalid class'], other: ['Not a field'] });
    expect(showServerErrors(error, ['class_id', 'fname'], setError)).toBe(true);
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith('class_id', { type: 'server', message: 'Invalid class' });
  });

  it('leaves anything else to the caller', () => {
    const setError = vi.fn();
    expect(showServerErrors(new ApiError(500, 'Boom'), ['fname'], setError)).toBe(false);
    expect(showServerErrors(new ApiError(422, 'x', { other: ['No'] }), ['fname'], setError)).toBe(false);
    expect(showServerErrors(new TypeError('network'), ['fname'], setError)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('failureMessage', () => {
  it('shows the server’s words, not placeholders', () => {
    expect(failureMessage(new ApiError(401, 'Invalid email or password.'), 'x')).toBe('Invalid email or password.');
    expect(failureMessage(new ApiError(503, 'Request failed (503)'), 'Failed.')).toBe('Failed.');
    expect(failureMessage(new ApiError(404, 'The requested resource was not found.'), 'Failed.')).toBe('Failed.');
    expect(failureMessage(new TypeError('network'), 'Failed.')).toBe('Failed.');
  });
});
