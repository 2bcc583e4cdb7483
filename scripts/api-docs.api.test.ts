import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collectApiFacts } from './api-docs-collect.js';
import { REFERENCE_PATH, renderApiReference } from './api-docs-render.js';

describe('the committed HTTP API reference', () => {
  it('matches what the app serves', async () => {
    const expected = renderApiReference(await collectApiFacts());
    const committed = readFileSync(REFERENCE_PATH, 'utf8');
    // One clear instruction instead of a 1,500-line diff.
    if (committed !== expected) expect.fail('docs/api/reference.md is out of date: run npm run docs:api');
  });

  it('finds the signed-in and the rate-limited operations by asking the app', async () => {
    const { operations } = await collectApiFacts();
    expect(operations['GET /api/user/dashboard']).toEqual({ bearerToken: true, rateLimit: null });
    expect(operations['POST /api/login']).toEqual({ bearerToken: false, rateLimit: { max: 10, seconds: 60 } });
    expect(operations['GET /api/trips']).toEqual({ bearerToken: false, rateLimit: null });
  });
});
