import { describe, expect, it } from 'vitest';
import { createKeptPerVersion } from './kept-per-version.js';

describe('what is kept per catalogue version', () => {
  it('is made once per version and key, and again for another version', async () => {
    let made = 0;
    const store = createKeptPerVersion<string>({ entries: 10 });
    const make = () => Promise.resolve(`value ${++made}`);
    const version = {};
    expect(await store.get(version, 'a', make)).toBe('value 1');
    expect(await store.get(version, 'a', make)).toBe('value 1');
    expect(await store.get({}, 'a', make)).toBe('value 2');
    expect(await store.get(version, 'a', make, { replace: true })).toBe('value 3');
    expect(await store.get(version, 'a', make)).toBe('value 3');
  });

  it('is let go when it would hold more entries than its bound, or weigh more', async () => {
    const store = createKeptPerVersion<string>({ entries: 3, weight: 10, weigh: (value) => value.length });
    const version = {};
    let made = 0;
    const make = (value: string) => () => (made++, Promise.resolve(value));
    for (const key of ['a', 'b', 'c']) await store.get(version, key, make('x'));
    await store.get(version, 'a', make('x'));
    expect(made).toBe(3);
    await store.get(version, 'd', make('x'));
    await store.get(version, 'a', make('x'));
    expect(made).toBe(5);
    // Twelve characters is past the weight: everything goes.
    await store.get(version, 'heavy', make('twelve chars'));
    await store.get(version, 'a', make('x'));
    expect(made).toBe(7);
  });

  it('does not keep a failure: the next asking makes it again', async () => {
    const store = createKeptPerVersion<string>({ entries: 10 });
    const version = {};
    await expect(store.get(version, 'a', () => Promise.reject(new Error('database down')))).rejects.toThrow();
    expect(await store.get(version, 'a', () => Promise.resolve('made'))).toBe('made');
  });
});
