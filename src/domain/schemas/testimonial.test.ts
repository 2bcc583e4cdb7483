import { describe, expect, it } from 'vitest';
import { TESTIMONIAL_MAX_LENGTH, TestimonialSchema } from './testimonial.js';
import { errorsOf } from './test-utils.js';

describe('TestimonialSchema', () => {
  it('trims the text', () => {
    expect(TestimonialSchema.parse({ comments: '  Asante sana!  ' })).toEqual({ comments: 'Asante sana!' });
  });

  it('needs text that is not blank', () => {
    for (const comments of [undefined, '', ' \n\t ']) {
      expect(errorsOf(TestimonialSchema, { comments })).toEqual({ comments: ['Please write your testimonial'] });
    }
  });

  it('allows at most 2000 characters', () => {
    expect(errorsOf(TestimonialSchema, { comments: 'a'.repeat(TESTIMONIAL_MAX_LENGTH) })).toEqual({});
    expect(errorsOf(TestimonialSchema, { comments: 'a'.repeat(TESTIMONIAL_MAX_LENGTH + 1) })).toEqual({
      comments: ['Testimonial must be 2000 characters or fewer'],
    });
  });
});
