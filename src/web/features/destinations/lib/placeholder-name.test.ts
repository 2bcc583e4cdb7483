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

  it('shows other slugs with dashes replaced by spaces, as written', () => {
    expect(placeholderName('mafia-island')).toBe('mafia island');
    expect(placeholderName('lake-victoria-north')).toBe('lake victoria north');
    expect(placeholderName('pemba')).toBe('pemba');
  });

  it('does not treat inherited object keys as known slugs', () => {
    expect(placeholderName('constructor')).toBe('constructor');
    expect(placeholderName('to-string')).toBe('to string');
  });
});

describe('placeholderBanner', () => {
  it('uses the place’s own banner, the island highlights for Zanzibar, else the default', () => {
    expect(placeholderBanner('stone-town')).toBe('/images/stone-town-banner-1280.webp');
    expect(placeholderBanner('zanzibar')).toBe('/images/zanzibar-island-highlights-banner-1280.webp');
    expect(placeholderBanner('mafia-island')).toBe('/images/default-banner-1280.webp');
  });
});
