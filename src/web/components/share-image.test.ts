import { describe, expect, it } from 'vitest';
import { sizedShareImage } from './share-image.js';

describe('sizedShareImage', () => {
  it('gives a generated or uploaded size its width and height', () => {
    expect(sizedShareImage('/images/paje-banner-1280.webp', 'Paje')).toEqual({
      src: '/images/paje-banner-1280.webp',
      width: 1280,
      height: 533,
      alt: 'Paje',
    });
    expect(sizedShareImage('/media/0f8fad5b-r2-card-800.webp', 'A lodge')).toMatchObject({ width: 800, height: 600 });
  });

  it('knows no size for any other picture, so the page takes the site’s own', () => {
    expect(sizedShareImage('/images/paje-banner-1000.webp', 'Paje')).toBeNull();
    expect(sizedShareImage('https://elsewhere.example/x-banner-1280.webp', 'X')).toBeNull();
    expect(sizedShareImage('', '')).toBeNull();
  });
});
