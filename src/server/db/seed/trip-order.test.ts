import { describe, expect, it } from 'vitest';
import { interleaveTrips } from './trip-order.js';

describe('interleaveTrips', () => {
  it('alternates island tours and safaris, keeping each group in order', () => {
    const trips = [
      { name: 'a', tripType: 'Cultural & Historic Tour' },
      { name: 'b', tripType: 'Beach & Adventure Tour' },
      { name: 'c', tripType: 'Beach & Adventure Tour' },
      { name: 'x', tripType: 'Wildlife Safari' },
      { name: 'y', tripType: 'Kilimanjaro Trek' },
    ];
    expect(interleaveTrips(trips).map((t) => t.name)).toEqual(['a', 'x', 'b', 'y', 'c']);
  });
});
