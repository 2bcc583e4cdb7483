import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstErrorMessage, FORM_ERROR_KEY, zodErrorsByField } from './errors.js';

describe('zodErrorsByField', () => {
  const schema = z.object({
    email: z.string().min(1, 'Email is required').max(3, 'Too long'),
    items: z.array(z.object({ name: z.string('Name is required') })),
  });

  it('groups messages by top-level field and dotted path', () => {
    const result = schema.safeParse({ email: '', items: [{ name: 'a' }, {}] });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(zodErrorsByField(result.error)).toEqual({
      email: ['Email is required'],
      'items.1.name': ['Name is required'],
    });
  });

  it('lists a message once per field and puts body-level errors under _form', () => {
    const issue = (path: PropertyKey[], message: string) => ({ code: 'custom' as const, path, message, input: null });
    const error = new z.ZodError([
      issue(['email'], 'A'),
      issue(['email'], 'A'),
      issue(['email'], 'B'),
      issue([], 'Bad body'),
    ]);
    expect(zodErrorsByField(error)).toEqual({ email: ['A', 'B'], [FORM_ERROR_KEY]: ['Bad body'] });
  });
});

describe('firstErrorMessage', () => {
  it('returns the first message in field order', () => {
    expect(firstErrorMessage({ firstName: ['First name is required'], email: ['Email is required'] })).toBe(
      'First name is required',
    );
    expect(firstErrorMessage({ email: [], phone: ['Phone is required'] })).toBe('Phone is required');
    expect(firstErrorMessage({})).toBeUndefined();
  });
});
