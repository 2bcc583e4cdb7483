import { z } from 'zod';
import { countFieldWithDefault, LONG_TEXT_MAX, MAX_DATABASE_INT, requiredText } from './common.js';
import { RATING_LABELS, RATING_MESSAGES } from './rating.js';
import { msg } from '../i18n/msg.js';

export const TESTIMONIAL_MAX_LENGTH = 2000;
/** A testimonial sent without stars counts as 5. */
export const TESTIMONIAL_DEFAULT_RATING = 5;

export const TESTIMONIAL_MESSAGES = {
  required: msg('Please write your testimonial'),
  // TESTIMONIAL_MAX_LENGTH, written out: a message is one literal text.
  tooLong: msg('Testimonial must be 2000 characters or fewer'),
} as const;

/** POST /save-testimonal: the text is required and must not be blank (docs/behaviour/testimonial.md). */
export const TestimonialSchema = z.object({
  comments: requiredText(TESTIMONIAL_MESSAGES.required, { multiline: true, max: LONG_TEXT_MAX }).max(
    TESTIMONIAL_MAX_LENGTH,
    {
      error: TESTIMONIAL_MESSAGES.tooLong,
    },
  ),
});

export type TestimonialInput = z.infer<typeof TestimonialSchema>;

/**
 * The server's body for POST /save-testimonal: the form's text plus optional stars (the web
 * form sends none). Kept apart so the form's own input type stays the text alone.
 */
export const TestimonialSubmissionSchema = TestimonialSchema.extend({
  rating: countFieldWithDefault(1, TESTIMONIAL_DEFAULT_RATING, RATING_MESSAGES.rating, MAX_DATABASE_INT).pipe(
    z.number().max(RATING_LABELS.length, { error: RATING_MESSAGES.rating }),
  ),
});

export type TestimonialSubmissionInput = z.infer<typeof TestimonialSubmissionSchema>;
