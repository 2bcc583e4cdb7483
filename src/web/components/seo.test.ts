import { describe, expect, it } from 'vitest';
import { pageAlternates } from './seo.js';

describe('pageAlternates', () => {
  it('names the page in every offered locale and English as the default', () => {
    expect(pageAlternates('https://kilele.example', '/safari/u1', ['en', 'de', 'fr'])).toEqual([
      { hreflang: 'en', href: 'https://kilele.example/safari/u1' },
      { hreflang: 'de', href: 'https://kilele.example/de/safari/u1' },
      { hreflang: 'fr', href: 'https://kilele.example/fr/safari/u1' },
      { hreflang: 'x-default', href: 'https://kilele.example/safari/u1' },
    ]);
    expect(pageAlternates('https://kilele.example', '/', ['en', 'it'])?.map((a) => a.href)).toEqual([
      'https://kilele.example/',
      'https://kilele.example/it',
      'https://kilele.example/',
    ]);
  });

  it('names none while English is the only language offered', () => {
    expect(pageAlternates('https://kilele.example', '/tours', ['en'])).toBeUndefined();
  });
});
