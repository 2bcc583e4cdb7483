import { describe, expect, it } from 'vitest';
import { createVersionMemo } from './version-memo.js';

describe('createVersionMemo', () => {
  it('reads a question once per catalogue version, and again once the version moves', async () => {
    const remembered = createVersionMemo();
    let reads = 0;
    const read = () => Promise.resolve(++reads);
    expect(await Promise.all([remembered(1, 'splash', read), remembered(1, 'splash', read)])).toEqual([1, 1]);
    expect(await remembered(2, 'splash', read)).toBe(2);
    // A reader still on the older version gets a fresh read, and the newer answer stays.
    expect(await remembered(1, 'splash', read)).toBe(3);
    expect(await remembered(2, 'splash', read)).toBe(2);
  });

  it('keeps no failed read, and no more answers than its bound', async () => {
    const remembered = createVersionMemo(2);
    await expect(remembered(1, 'trip|x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await remembered(1, 'trip|x', () => Promise.resolve('found'))).toBe('found');
    await remembered(1, 'trip|y', () => Promise.resolve('y'));
    await remembered(1, 'trip|z', () => Promise.resolve('z'));
    // The oldest question was let go.
    expect(await remembered(1, 'trip|x', () => Promise.resolve('read again'))).toBe('read again');
  });
});
