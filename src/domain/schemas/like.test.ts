import { describe, expect, it } from 'vitest';
import { LikeCheckQuerySchema, LikeToggleSchema } from './like.js';
import { errorsOf } from '../test/schema-errors.js';

describe('LikeToggleSchema', () => {
  it('takes a trip or destination reference', () => {
    const like = { likeable_type: 'trip', likeable_uuid: ' 9d1c7a3e-2b4f-4a6c-8e0d-1f2a3b4c5d6e ' };
    expect(LikeToggleSchema.parse(like)).toEqual({ ...like, likeable_uuid: like.likeable_uuid.trim() });
    expect(errorsOf(LikeToggleSchema, { likeable_type: 'user', likeable_uuid: 'abc' })).toEqual({
      likeable_type: ['Please choose a trip or a destination to like'],
      likeable_uuid: ['The selected item could not be found. Please try again.'],
    });
  });
});

describe('LikeCheckQuerySchema', () => {
  it('takes the uuid of the item to check', () => {
    const uuid = '9d1c7a3e-2b4f-4a6c-8e0d-1f2a3b4c5d6e';
    expect(LikeCheckQuerySchema.parse({ uuid })).toEqual({ uuid });
    expect(errorsOf(LikeCheckQuerySchema, {})).toEqual({ uuid: ['Please choose an item to like'] });
    expect(errorsOf(LikeCheckQuerySchema, { uuid: 'nope' })).toEqual({
      uuid: ['The selected item could not be found. Please try again.'],
    });
  });
});
