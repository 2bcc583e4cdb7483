import { describe, expect, it } from 'vitest';
import { withoutTrailingSlash } from './trailing-slash.js';

describe('withoutTrailingSlash', () => {
  it('trims the path of a page, keeping its query', () => {
    expect(withoutTrailingSlash('/about/')).toBe('/about');
    expect(withoutTrailingSlash('/safari/0f8fad5b-d9cb-469f-a165-70867728950e/')).toBe(
      '/safari/0f8fad5b-d9cb-469f-a165-70867728950e',
    );
    expect(withoutTrailingSlash('/tours//?sort=price&location=3')).toBe('/tours?sort=price&location=3');
    expect(withoutTrailingSlash('/de/')).toBe('/de');
    expect(withoutTrailingSlash('/de/safaris/')).toBe('/de/safaris');
  });

  it('leaves Home and a path without the slash alone', () => {
    expect(withoutTrailingSlash('/')).toBeNull();
    expect(withoutTrailingSlash('/?utm_source=x')).toBeNull();
    expect(withoutTrailingSlash('/about')).toBeNull();
    expect(withoutTrailingSlash('/tours?next=/a/')).toBeNull();
  });

  it('never names another site', () => {
    expect(withoutTrailingSlash('//evil.example/')).toBe('/evil.example');
    expect(withoutTrailingSlash('/\\evil.example/')).toBe('/evil.example');
    expect(withoutTrailingSlash('//')).toBe('/');
  });
});
