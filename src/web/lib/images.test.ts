import { describe, expect, it } from 'vitest';
import { cardSrcSet, imageSrcSet } from './images.js';

describe('image source sets', () => {
  it('lists every width of a generated banner', () => {
    expect(imageSrcSet('/images/arusha-banner-1280.webp')).toBe(
      '/images/arusha-banner-768.webp 768w, /images/arusha-banner-1280.webp 1280w, /images/arusha-banner-1920.webp 1920w',
    );
  });

  it('gives a banner its card framing for phones', () => {
    expect(cardSrcSet('/images/arusha-banner-1920.webp')).toBe(
      '/images/arusha-card-480.webp 480w, /images/arusha-card-800.webp 800w, /images/arusha-card-1200.webp 1200w',
    );
  });

  it('has nothing to offer for a picture that is not one of ours', () => {
    expect(imageSrcSet('https://example.com/photo.jpg')).toBeUndefined();
    expect(cardSrcSet('https://example.com/photo.jpg')).toBeUndefined();
  });
});
