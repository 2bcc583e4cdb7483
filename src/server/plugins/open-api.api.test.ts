import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#server/test/http.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';

let production: TestContext;
let enabled: TestContext;
beforeAll(async () => {
  production = await createTestApp({ env: { NODE_ENV: 'production' } });
  enabled = await createTestApp({ env: { NODE_ENV: 'production', API_DOCS: 'true' } });
});
afterAll(async () => {
  await production?.close();
  await enabled?.close();
});

describe('the OpenAPI pages', () => {
  it('are not served in production by default: the API 404 envelope', async () => {
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      const res = await call(production.app, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toMatchObject({ status: false, code: 404 });
    }
  });

  it('are served in production when API_DOCS is on', async () => {
    const res = await enabled.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ openapi: expect.stringMatching(/^3\./) });
    expect([200, 302]).toContain((await enabled.app.inject('/api/docs')).statusCode);
  });
});
