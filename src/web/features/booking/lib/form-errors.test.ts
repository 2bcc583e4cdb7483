import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api-client.js';
import { alertMessages, fieldMessage, submitFailureMessages } from './form-errors.js';

const REQUIRED = 'Please fill all required fields.';

describe('alertMessages', () => {
  it('lists each message once, in field order', () => {
    expect(alertMessages({ fname: [REQUIRED], email: ['Bad e-mail'], phone: [REQUIRED] })).toEqual([
      REQUIRED,
      'Bad e-mail',
    ]);
  });
});

describe('fieldMessage', () => {
  const plain = { fname: 'Please enter your first name.' };

  it('replaces the all-fields message with the field’s own words', () => {
    expect(fieldMessage({ fname: [REQUIRED] }, 'fname', REQUIRED, plain)).toBe('Please enter your first name.');
  });

  it('keeps specific messages and falls back to the message without plain words', () => {
    expect(fieldMessage({ email: ['Bad e-mail'] }, 'email', REQUIRED, plain)).toBe('Bad e-mail');
    expect(fieldMessage({ phone: [REQUIRED] }, 'phone', REQUIRED, plain)).toBe(REQUIRED);
  });

  it('is undefined for a field without errors', () => {
    expect(fieldMessage({}, 'fname', REQUIRED, plain)).toBeUndefined();
  });
});

describe('submitFailureMessages', () => {
  it('shows the server’s validation messages on 422', () => {
    const error = new ApiError(422, 'x', { class_id: ['Invalid class'], gender: ['Invalid class'] });
    expect(submitFailureMessages(error, 'Failed.')).toEqual(['Invalid class']);
  });

  it('falls back for anything else', () => {
    expect(submitFailureMessages(new ApiError(500, 'Boom'), 'Failed.')).toEqual(['Failed.']);
    expect(submitFailureMessages(new TypeError('network'), 'Failed.')).toEqual(['Failed.']);
    expect(submitFailureMessages(new ApiError(422, 'x'), 'Failed.')).toEqual(['Failed.']);
  });
});
