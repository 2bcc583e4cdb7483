import { describe, expect, it } from 'vitest';
import { pageBannerLookup } from './page-banner.js';

const uuid = '2b1d0c1e-7f0a-4c4e-9d55-3f5b2a1c9e77';
const calls: [string, string][] = [];
const lookup = pageBannerLookup({
  bannerOf: async (kind, id) => {
    calls.push([kind, id]);
    return `/images/${kind}-banner-1280.webp`;
  },
});

describe('pageBannerLookup', () => {
  it('asks for the banner of trip and destination pages', async () => {
    expect(await lookup(`/safari/${uuid}`)).toBe('/images/trip-banner-1280.webp');
    expect(await lookup(`/zanzibar-tour/${uuid}`)).toBe('/images/trip-banner-1280.webp');
    expect(await lookup(`/destination/${uuid}`)).toBe('/images/destination-banner-1280.webp');
  });

  it('never reaches the database for other pages or malformed ids', async () => {
    calls.length = 0;
    for (const path of ['/', '/tours', '/safari/not-a-uuid', `/safari/${uuid}/more`, "/destination/1' or 1=1"]) {
      expect(await lookup(path)).toBeNull();
    }
    expect(calls).toEqual([]);
  });
});
