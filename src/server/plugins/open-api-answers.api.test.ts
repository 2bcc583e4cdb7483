import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DATABASE_INT } from '#domain/schemas/common.js';
import { idListForms } from '#domain/schemas/id-forms.js';
import { MAX_PARAM_LENGTH } from '#server/plugins/error-handler.js';
import { staffMember } from '#server/test/staff.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';
import { signUp } from '#server/test/users.js';

interface Operation {
  parameters?: { in: string; name: string; schema?: { maxLength?: number } }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}

interface JsonObject {
  properties: Record<string, { pattern?: string; [key: string]: unknown }>;
  required?: string[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const PLACEHOLDER = '00000000-0000-4000-8000-000000000000';

let ctx: TestContext;
let paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
let tourist: { authorization: string };
let owner: { authorization: string };
beforeAll(async () => {
  ctx = await createTestApp({ env: { API_DOCS: 'true' } });
  paths = (await ctx.app.inject('/api/docs/json')).json().paths;
  tourist = (await signUp(ctx.app)).headers;
  owner = (await staffMember(ctx, 'owner')).headers;
});
afterAll(async () => {
  await ctx?.close();
});

/** Requests that reach each kind of refusal the plugins can make: no token, bad bodies, long parameters, bad queries. */
function probes(path: string, operation: Operation): Omit<InjectOptions, 'method'>[] {
  const url = path.replace(/\{[^}]+\}/g, PLACEHOLDER);
  // A sign-out would revoke the token the other probes use: it is asked without one only.
  if (path.endsWith('/logout')) return [{ url }];
  const headers = path.startsWith('/api/admin/') ? owner : tourist;
  const list: Omit<InjectOptions, 'method'>[] = [{ url }, { url, headers }];
  if (operation.requestBody) {
    const json = { ...headers, 'content-type': 'application/json' };
    list.push(
      { url, headers: json, payload: '{}' },
      { url, headers: json, payload: '{"unclosed' },
      { url, headers: { ...headers, 'content-type': 'text/plain' }, payload: 'hello' },
      { url, headers: json, payload: JSON.stringify({ padding: 'x'.repeat(2 * 1024 * 1024) }) },
    );
  }
  if (path.includes('{')) list.push({ url: path.replace(/\{[^}]+\}/g, 'x'.repeat(300)), headers });
  for (const query of operation.parameters?.filter((parameter) => parameter.in === 'query') ?? []) {
    list.push({ url: `${url}?${query.name}=${'%7B'.repeat(3000)}`, headers });
  }
  return list;
}

describe('the OpenAPI document', () => {
  it('lists, for every operation, each status the server answers it with', async () => {
    const undocumented: string[] = [];
    for (const [path, item] of Object.entries(paths)) {
      for (const method of METHODS) {
        const operation = item[method];
        if (!operation) continue;
        const seen = new Set<number>();
        for (const probe of probes(path, operation)) {
          const res = await ctx.app.inject({ ...probe, method: method.toUpperCase() as 'GET' });
          seen.add(res.statusCode);
          if (res.headers['x-ratelimit-limit']) seen.add(429);
        }
        const missing = [...seen].filter((status) => !(String(status) in operation.responses));
        if (missing.length) undocumented.push(`${method.toUpperCase()} ${path}: ${missing.join(', ')}`);
      }
    }
    expect(undocumented).toEqual([]);
  });

  it('describes every error answer with the one shared envelope', () => {
    for (const [path, item] of Object.entries(paths)) {
      for (const method of METHODS) {
        for (const [status, response] of Object.entries(item[method]?.responses ?? {})) {
          // POST /api/subscribe's 422 has a shape of its own (`status: "error"`, docs/api/README.md 'Envelope').
          if (Number(status) < 400 || (path === '/api/subscribe' && status === '422')) continue;
          expect(response.content?.['application/json']?.schema?.$ref, `${method} ${path} ${status}`).toBe(
            '#/components/schemas/ErrorEnvelope',
          );
        }
      }
    }
  });

  it('bounds each path parameter within what the router takes: a valid one is never a 414', async () => {
    const uuid = paths['/api/destinations/{uuid}']?.get?.parameters?.find((parameter) => parameter.in === 'path');
    const longest = '\u{1F992}'.repeat(uuid?.schema?.maxLength ?? Infinity);
    expect((await ctx.app.inject(`/api/destinations/${encodeURIComponent(longest)}`)).statusCode).toBe(404);
    expect((await ctx.app.inject(`/api/destinations/${'x'.repeat(MAX_PARAM_LENGTH + 1)}`)).statusCode).toBe(414);
  });

  it('never calls a query value null: it is text, absent or empty', async () => {
    const query = Object.values(paths)
      .flatMap((operations) => Object.values(operations))
      .flatMap((operation) => (operation.parameters ?? []).filter((parameter) => parameter.in === 'query'));
    expect(query.length).toBeGreaterThan(50);
    expect(query.filter((parameter) => 'nullable' in (parameter.schema ?? {}))).toEqual([]);
    // The word "null" in a date is refused, as the document now says by not offering it.
    const res = await ctx.app.inject('/api/search?q=safari&checkOut=null');
    expect(res.statusCode).toBe(422);
  });

  it('gives the request bodies the routes read themselves: registration as multipart or JSON', () => {
    const register = paths['/api/register']?.post?.requestBody?.content ?? {};
    expect(Object.keys(register).sort()).toEqual(['application/json', 'multipart/form-data']);
    expect(register['multipart/form-data']).toMatchObject({
      schema: { properties: { passport_image: { type: 'string', format: 'binary' } } },
    });
    expect(paths['/api/admin/media']?.post?.requestBody?.content).toHaveProperty('multipart/form-data');
  });

  it('gives the limits the server enforces, not looser ones', () => {
    const body = (path: string, method: 'post' | 'put') =>
      (paths[path]?.[method]?.requestBody?.content['application/json'] as { schema: JsonObject }).schema;
    const testimonial = body('/api/save-testimonal', 'post');
    expect(testimonial.properties.rating).toMatchObject({ minimum: 1, maximum: 5, nullable: true });
    expect(body('/api/ratings/{uuid}', 'put').required).toContain('rating');
    const registration = body('/api/register', 'post');
    expect(registration.properties.password).toMatchObject({ minLength: 6, maxLength: 128 });
    expect(registration.properties.email?.pattern).toContain('@');
    expect(registration.properties.name?.pattern).toBeDefined();
    expect(body('/api/subscribe', 'post').required).toEqual(['email']);
    // An id list in every form the server reads (open-api-json-schema.test.ts holds it to the parser).
    const idList = { anyOf: idListForms(MAX_DATABASE_INT) };
    expect(body('/api/admin/trips', 'post').properties.exclusion_ids).toEqual(idList);
    expect(body('/api/save-inquiry', 'post').properties.destinations).toEqual(idList);
  });
});
