import { describe, expect, it } from 'vitest';
import type { Like } from '#web/features/personal/api/types.js';
import { cartItemOf } from '#web/features/personal/api/get-cart.js';
import { ratingOf } from '#web/features/personal/api/get-ratings.js';
import { likeOf } from './items.js';
import { toggledLikes } from './toggled-likes.js';

const trip = { type: 'trip', uuid: 't-1', name: 'Stone Town Walk' } as const;
const sameUuidDestination = { type: 'destination', uuid: 't-1', name: 'Paje' } as const;
const like = { uuid: 'l-1', likeable_type: 'trip', likeable_uuid: 't-1' } as Like;

describe('finding the row of an item', () => {
  it('matches type and uuid', () => {
    expect(likeOf([like], trip)).toBe(like);
    expect(likeOf([like], sameUuidDestination)).toBeUndefined();
    expect(likeOf(undefined, trip)).toBeUndefined();
    const rating = { uuid: 'r', rateable_type: 'destination', rateable_uuid: 't-1' } as never;
    expect(ratingOf([rating], sameUuidDestination)).toBe(rating);
    const row = { uuid: 'c', cartable_type: 'trip', cartable_uuid: 't-1' } as never;
    expect(cartItemOf([row], trip)).toBe(row);
    expect(cartItemOf([row], sameUuidDestination)).toBeUndefined();
  });
});

describe('toggledLikes', () => {
  it('removes a like that is there and keeps the others', () => {
    const other: Like = { ...like, uuid: 'l-2', likeable_uuid: 't-2' };
    expect(toggledLikes([like, other], trip)).toEqual([other]);
  });

  it('adds a placeholder like for an item not liked yet', () => {
    const next = toggledLikes([], trip);
    expect(next).toHaveLength(1);
    expect(likeOf(next, trip)).toMatchObject({ likeable_type: 'trip', likeable_uuid: 't-1' });
    expect(toggledLikes(undefined, sameUuidDestination)).toHaveLength(1);
  });
});
