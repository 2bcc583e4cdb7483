import { describe, expect, it } from 'vitest';
import { placeholderBanner, placeholderName } from './placeholder-name.js';

describe('placeholderName', () => {
  it.each([
    ['zanzibar', 'Zanzibar'],
    ['stone-town', 'Stone Town'],
    ['paje', 'Paje'],
    ['jambiani', 'Jambiani'],
    ['nungwi', 'Nungwi'],
    ['kendwa', 'Kendwa'],
  ])('gives %s its proper name', (slug, name) => {
    expect(placeholderName(slug)).toBe(name);
  });

  it('capitalises any other slug as a place name', () => {
    expect(placeholderName('mafia-island')).toBe('Mafia Island');
    expect(placeholderName('lake-victoria-north')).toBe('Lake Victoria North');
    expect(placeholderName('pemba')).toBe('Pemba');
    expect(placeholderName('lake-of-stars')).toBe('Lake of Stars');
    expect(placeholderName('the-rock')).toBe('The Rock');
    expect(placeholderName('mafia--island-')).toBe('Mafia Island');
  });

  it('does not treat inherited object keys as known slugs', () => {
    expect(placeholderName('constructor')).toBe('Constructor');
    expect(placeholderBanner('constructor')).toBe('/images/default-banner-1280.webp');
  });
});

describe('placeholderBanner', () => {
  it('uses the place’s own banner, the island highlights for Zanzibar, else the default', () => {
    expect(placeholderBanner('stone-town')).toBe('/images/stone-town-banner-1280.webp');
    expect(placeholderBanner('zanzibar')).toBe('/images/zanzibar-island-highlights-banner-1280.webp');
    expect(placeholderBanner('mafia-island')).toBe('/images/default-banner-1280.webp');
  });
});
