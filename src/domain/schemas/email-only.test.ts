import { describe, expect, it } from 'vitest';
import { EmailOnlySchema } from './email-only.js';
import { errorsOf } from '../test/schema-errors.js';

describe('EmailOnlySchema', () => {
  it('asks for the address when empty and a valid one when malformed', () => {
    expect(errorsOf(EmailOnlySchema, {})).toEqual({ email: ['Please enter your email address.'] });
    expect(errorsOf(EmailOnlySchema, { email: ' ' })).toEqual({ email: ['Please enter your email address.'] });
    expect(errorsOf(EmailOnlySchema, { email: 'not-an-email' })).toEqual({
      email: ['Please enter a valid email address'],
    });
    expect(EmailOnlySchema.parse({ email: ' news@example.com ' })).toEqual({ email: 'news@example.com' });
  });
});
