import { describe, expect, it } from 'vitest';
import { serializeBootData, type BootData } from './boot-data.js';

const boot = (text: string): BootData => ({
  queries: { mutations: [], queries: [] },
  router: { loaderData: { root: text } },
  origin: 'https://example.test',
  currency: 'USD',
});

describe('serializeBootData', () => {
  it('cannot close its script element or open a comment, and reads back to the same data', () => {
    const hostile = '</script><script>alert(1)</script><!-- \u2028 & >';
    const json = serializeBootData(boot(hostile));
    expect(json).not.toMatch(/<|>|\u2028/);
    expect(JSON.parse(json)).toEqual(boot(hostile));
  });
});
