import { z } from 'zod';
import { LONG_TEXT_MAX, countField, MAX_DATABASE_INT, itemTypeField, requiredText, uuidField } from './common.js';
import { INVALID_REFERENCE_MESSAGE } from './messages.js';
import { msg } from '../i18n/msg.js';

/** Star labels for ratings 1 to 5, in order. */
export const RATING_LABELS = [msg('Poor'), msg('Fair'), msg('Good'), msg('Very Good'), msg('Excellent')] as const;
export const RATING_COMMENT_MAX = 500;

export const RATING_MESSAGES = {
  itemType: msg('Please choose a trip or a destination to rate'),
  item: msg('Please choose an item to rate'),
  rating: msg('Please choose a rating from 1 to 5'),
  comment: msg('Please write a comment'),
  // RATING_COMMENT_MAX, written out: a message is one literal text.
  commentTooLong: msg('Comment must be 500 characters or fewer'),
} as const;

export function ratingLabel(rating: number): string | undefined {
  return RATING_LABELS[rating - 1];
}

const ratingField = countField(1, RATING_MESSAGES.rating, MAX_DATABASE_INT).pipe(
  z.number().max(RATING_LABELS.length, { error: RATING_MESSAGES.rating }),
);

const commentField = requiredText(RATING_MESSAGES.comment, { multiline: true, max: LONG_TEXT_MAX }).max(
  RATING_COMMENT_MAX,
  {
    error: RATING_MESSAGES.commentTooLong,
  },
);

/** POST /submit_rating. */
export const RatingSchema = z.object({
  rateable_type: itemTypeField(RATING_MESSAGES.itemType),
  rateable_uuid: uuidField(RATING_MESSAGES.item, INVALID_REFERENCE_MESSAGE),
  rating: ratingField,
  comment: commentField,
});

/** PUT /ratings/{uuid}: the item stays, the stars and the comment change. */
export const RatingUpdateSchema = z.object({
  rating: ratingField,
  comment: commentField,
});

export type RatingInput = z.infer<typeof RatingSchema>;
export type RatingRawInput = z.input<typeof RatingSchema>;
export type RatingUpdateInput = z.infer<typeof RatingUpdateSchema>;
export type RatingUpdateRawInput = z.input<typeof RatingUpdateSchema>;
