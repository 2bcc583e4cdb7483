import { describe, expect, it } from 'vitest';
import { collectPages, type PageRequest } from './collect-pages.js';

const source = (total: number) => {
  const items = Array.from({ length: total }, (_, i) => i);
  const calls: PageRequest[] = [];
  const load = async (page: PageRequest) => {
    calls.push(page);
    return { rows: items.slice(page.offset, page.offset + page.limit), total };
  };
  return { items, calls, load };
};

describe('collectPages', () => {
  it('makes one call when everything fits in a page', async () => {
    const { items, calls, load } = source(42);
    expect(await collectPages(load)).toEqual(items);
    expect(calls).toEqual([{ limit: 100, offset: 0 }]);
  });

  it('pages through until the total is reached', async () => {
    const { items, calls, load } = source(250);
    expect(await collectPages(load)).toEqual(items);
    expect(calls.map((c) => c.offset)).toEqual([0, 100, 200]);
  });

  it('stops on an exact multiple and on an empty list', async () => {
    const exact = source(200);
    expect(await collectPages(exact.load)).toHaveLength(200);
    expect(exact.calls).toHaveLength(2);
    const empty = source(0);
    expect(await collectPages(empty.load)).toEqual([]);
    expect(empty.calls).toHaveLength(1);
  });

  it('stops when rows vanish mid-way rather than looping', async () => {
    const load = async ({ offset }: PageRequest) => ({ rows: offset === 0 ? [1, 2] : [], total: 500 });
    expect(await collectPages(load, 2)).toEqual([1, 2]);
  });
});
