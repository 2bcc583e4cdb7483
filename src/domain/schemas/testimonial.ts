import { z } from 'zod';
import { requiredText } from './common.js';

export const TESTIMONIAL_MAX_LENGTH = 2000;

export const TESTIMONIAL_MESSAGES = {
  required: 'Please write your testimonial',
  tooLong: `Testimonial must be ${TESTIMONIAL_MAX_LENGTH} characters or fewer`,
} as const;

/** POST /save-testimonal: the text is required and must not be blank (spec 5). */
export const TestimonialSchema = z.object({
  comments: requiredText(TESTIMONIAL_MESSAGES.required).max(TESTIMONIAL_MAX_LENGTH, {
    error: TESTIMONIAL_MESSAGES.tooLong,
  }),
});

export type TestimonialInput = z.infer<typeof TestimonialSchema>;
