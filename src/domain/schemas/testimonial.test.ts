import { describe, expect, it } from 'vitest';
import { TESTIMONIAL_MAX_LENGTH, TestimonialSchema, TestimonialSubmissionSchema } from './testimonial.js';
import { errorsOf } from '../test/schema-errors.js';

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

describe('TestimonialSubmissionSchema', () => {
  it('takes optional stars from 1 to 5, 5 when left out', () => {
    expect(TestimonialSubmissionSchema.parse({ comments: ' Karibu ' })).toEqual({ comments: 'Karibu', rating: 5 });
    expect(TestimonialSubmissionSchema.parse({ comments: 'Karibu', rating: '' }).rating).toBe(5);
    expect(TestimonialSubmissionSchema.parse({ comments: 'Karibu', rating: '3' }).rating).toBe(3);
    for (const rating of [0, 6, 2.5, 'five']) {
      expect(errorsOf(TestimonialSubmissionSchema, { comments: 'Karibu', rating })).toEqual({
        rating: ['Please choose a rating from 1 to 5'],
      });
    }
  });

  it('keeps the text rules', () => {
    expect(errorsOf(TestimonialSubmissionSchema, { comments: '  ' })).toEqual({
      comments: ['Please write your testimonial'],
    });
  });
});
