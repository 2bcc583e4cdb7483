import { describe, expect, it } from 'vitest';
import { islandLoaders } from './registry.js';

describe('the island registry', () => {
  it('finds every island module, each carrying the name of its file', async () => {
    const names = Object.keys(islandLoaders).sort();
    expect(names).toEqual(expect.arrayContaining(['search-bar', 'trip-details', 'card-like', 'newsletter']));
    for (const name of names) {
      const { island } = (await islandLoaders[name]!()).default;
      expect(island.name, name).toBe(name);
    }
  });
});
