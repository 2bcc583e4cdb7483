/**
 * A valid rating changed in one field, with the one message the form (and the API) shows for it:
 * the schema's tests and the rating API's tests both walk this table.
 */
export const INVALID_RATING_CHANGES: [change: Record<string, unknown>, field: string, message: string][] = [
  [{ rating: 0 }, 'rating', 'Please choose a rating from 1 to 5'],
  [{ rating: 6 }, 'rating', 'Please choose a rating from 1 to 5'],
  [{ rating: 4.5 }, 'rating', 'Please choose a rating from 1 to 5'],
  [{ rating: '' }, 'rating', 'Please choose a rating from 1 to 5'],
  [{ rating: 'five' }, 'rating', 'Please choose a rating from 1 to 5'],
  [{ rating: undefined }, 'rating', 'Please choose a rating from 1 to 5'],
  [{ comment: '   ' }, 'comment', 'Please write a comment'],
  [{ comment: 'x'.repeat(501) }, 'comment', 'Comment must be 500 characters or fewer'],
  [{ rateable_type: 'hotel' }, 'rateable_type', 'Please choose a trip or a destination to rate'],
  [{ rateable_uuid: '' }, 'rateable_uuid', 'Please choose an item to rate'],
  [{ rateable_uuid: 'abc' }, 'rateable_uuid', 'The selected item could not be found. Please try again.'],
];
