import { describe, expect, it } from 'vitest';
import { RATING_COMMENT_MAX, RATING_LABELS, ratingLabel, RatingSchema, RatingUpdateSchema } from './rating.js';
import { INVALID_RATING_CHANGES } from '../test/invalid-ratings.js';
import { errorsOf } from '../test/schema-errors.js';

const valid = {
  rateable_type: 'trip',
  rateable_uuid: 'b3e1f7a2-4c5d-4e6f-9a8b-7c6d5e4f3a2b',
  rating: 5,
  comment: ' Unforgettable! ',
};

describe('RatingSchema', () => {
  it('parses a valid rating and trims the comment', () => {
    expect(RatingSchema.parse(valid)).toEqual({ ...valid, comment: 'Unforgettable!' });
    expect(RatingSchema.parse({ ...valid, rateable_type: 'destination', rating: '3' }).rating).toBe(3);
  });

  it.each(INVALID_RATING_CHANGES)('refuses %o with its field message', (change, field, message) => {
    expect(errorsOf(RatingSchema, { ...valid, ...change })).toEqual({ [field]: [message] });
  });

  it('takes a comment of exactly 500 characters', () => {
    expect(errorsOf(RatingSchema, { ...valid, comment: 'x'.repeat(RATING_COMMENT_MAX) })).toEqual({});
  });

  it('needs a trip or destination reference', () => {
    expect(errorsOf(RatingSchema, { ...valid, rateable_type: 'hotel', rateable_uuid: '' })).toEqual({
      rateable_type: ['Please choose a trip or a destination to rate'],
      rateable_uuid: ['Please choose an item to rate'],
    });
  });
});

describe('RatingUpdateSchema', () => {
  it('takes only the stars and the comment', () => {
    expect(RatingUpdateSchema.parse(valid)).toEqual({ rating: 5, comment: 'Unforgettable!' });
    expect(errorsOf(RatingUpdateSchema, {})).toEqual({
      rating: ['Please choose a rating from 1 to 5'],
      comment: ['Please write a comment'],
    });
  });
});

describe('RATING_LABELS', () => {
  it('names each star', () => {
    expect(RATING_LABELS).toEqual(['Poor', 'Fair', 'Good', 'Very Good', 'Excellent']);
    expect(ratingLabel(4)).toBe('Very Good');
    expect(ratingLabel(0)).toBeUndefined();
  });
});
