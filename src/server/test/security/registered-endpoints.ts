import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { RegistrationSchema } from '#domain/schemas/registration.js';

/** A route the app registered, as the hostile-input test sends to it. */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** with `:param` and `*` placeholders, filled by the test */
  url: string;
  /** the body fields the route reads, so generated bodies reach validation and not only "unknown field" */
  bodyFields: string[];
  queryFields: string[];
}

const METHODS = new Set<string>(['GET', 'POST', 'PUT', 'DELETE']);

/**
 * Left out on purpose: the API documentation pages are the vendor's static files, not ours to fuzz.
 * Everything else the app registers is fuzzed, so a new endpoint cannot be forgotten.
 */
const NOT_FUZZED = /^\/api\/docs(\/|$)/;

/** Bodies a route reads itself (multipart) and so does not declare: their schema in the domain. */
const UNDECLARED_BODIES: Record<string, z.ZodType> = { '/api/register': RegistrationSchema };

/** Fields no route asks for that a hostile client sends anyway. */
const EXTRA_FIELDS = ['total_price', 'price', 'source', '__proto__', 'constructor'];
const EXTRA_QUERY = ['q', '__proto__', 'limit[]'];

/** The top-level field names of a route's zod schema, as its JSON Schema lists them. */
function fieldNames(schema: unknown): string[] {
  if (!(schema instanceof z.ZodType)) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: object };
  return Object.keys(json.properties ?? {});
}

/**
 * Collects every route as the app registers it: pass `onRoute` to `createTestApp`, then read
 * `endpoints()`. HEAD routes are Fastify's automatic twins of GET routes and are left out.
 */
export function routeCollector() {
  const routes: RouteOptions[] = [];
  return {
    onRoute: (route: RouteOptions) => void routes.push(route),
    endpoints(): Endpoint[] {
      return routes.flatMap((route) => {
        if (NOT_FUZZED.test(route.url)) return [];
        const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => METHODS.has(m));
        const body = route.schema?.body ?? UNDECLARED_BODIES[route.url];
        const bodyFields = [...fieldNames(body), ...EXTRA_FIELDS];
        const queryFields = [...fieldNames(route.schema?.querystring), ...EXTRA_QUERY];
        return methods.map((method) => ({
          method: method as Endpoint['method'],
          url: route.url,
          bodyFields,
          queryFields,
        }));
      });
    },
  };
}
