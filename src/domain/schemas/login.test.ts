import { describe, expect, it } from 'vitest';
import { LoginSchema } from './login.js';
import { errorsOf } from '../test/schema-errors.js';

describe('LoginSchema', () => {
  it('needs both fields', () => {
    const message = 'Please fill in all required fields.';
    expect(errorsOf(LoginSchema, {})).toEqual({ email: [message], password: [message] });
    expect(errorsOf(LoginSchema, { email: '  ', password: '' })).toEqual({ email: [message], password: [message] });
  });

  it('trims the e-mail but not the password', () => {
    expect(LoginSchema.parse({ email: ' a@b.co ', password: ' pw ' })).toEqual({ email: 'a@b.co', password: ' pw ' });
  });
});
