import { describe, expect, it } from 'vitest';
import { islandLoaders } from './registry.js';

describe('the island registry', () => {
  // Every island module is transformed and loaded: seconds on a busy 2-core machine.
  it('finds every island module, each carrying the name of its file', { timeout: 30_000 }, async () => {
    const names = Object.keys(islandLoaders).sort();
    expect(names).toEqual(expect.arrayContaining(['search-bar', 'trip-details', 'card-like', 'newsletter']));
    for (const name of names) {
      const { island } = (await islandLoaders[name]!()).default;
      expect(island.name, name).toBe(name);
    }
  });
});
