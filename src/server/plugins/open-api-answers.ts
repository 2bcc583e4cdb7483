import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';
import { MAX_PARAM_LENGTH } from './error-handler.js';
import { jsonSchemaParams } from './open-api-json-schema.js';

/** Who a route's guard lets through (plugins/authenticate.ts, plugins/authenticate-staff.ts). */
export type RouteGuard = 'user' | 'staff' | 'owner';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** set by `guardedBy`: the route answers 401 (and 403 for 'owner') before anything else */
    guard?: RouteGuard;
    /** the error statuses the route's own work can answer beyond the standard ones (a 409 on a stale save) */
    answers?: readonly number[];
    /** the body per content type, for the document only: a route that reads its body itself (multipart) */
    documentedBody?: Readonly<Record<string, z.ZodType>>;
  }
}

/**
 * Marks every route registered after it in this plugin (and its children) as behind a guard, for the
 * OpenAPI document's 401/403. Called beside the `addHook('onRequest', requireX)` that enforces it.
 */
export function guardedBy(app: FastifyInstance, guard: RouteGuard): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, guard };
  });
}

const WHY: Record<number, string> = {
  400: 'Malformed request: an address, a JSON body or a content type the server cannot read',
  401: 'No valid bearer token (missing, expired, revoked, or of the wrong kind)',
  403: 'Signed in, but this needs an owner',
  404: 'No such item (or a link that is no longer valid)',
  409: 'In conflict with the current state (already there, or saved from an older version: `data` holds the current one)',
  413: 'The request body is too large',
  414: 'A path parameter is too long',
  415: 'This content type is not accepted here',
  422: 'Invalid data: `errors` names each field with its messages',
  429: 'Too many requests; `Retry-After` says when to try again',
  503: 'The database is briefly unavailable; `Retry-After` says when to try again',
};

/**
 * The envelope every error answer uses (docs/api/README.md 'Envelope'; ErrorEnvelopeSchema in
 * domain/api/envelope.ts), as one shared component. POST /api/subscribe answers `status: "error"`.
 */
export const ERROR_ENVELOPE_COMPONENT = 'ErrorEnvelope';
export const errorEnvelopeComponent = {
  type: 'object' as const,
  description: 'Every error answer; `code` mirrors the HTTP status.',
  required: ['status', 'code', 'message'],
  properties: {
    status: {
      anyOf: [
        { type: 'boolean' as const, enum: [false] },
        { type: 'string' as const, enum: ['error'] },
      ],
    },
    code: { type: 'integer' as const, minimum: 400, maximum: 599 },
    message: { type: 'string' as const },
    errors: {
      type: 'object' as const,
      description: 'each invalid field (a dotted path) with its messages',
      additionalProperties: { type: 'array' as const, items: { type: 'string' as const } },
    },
    data: { description: 'what the client needs to recover, e.g. the current row on a stale save (409)' },
  },
};

interface RouteFacts {
  method: string;
  config?: {
    guard?: RouteGuard;
    answers?: readonly number[];
    rateLimit?: unknown;
    documentedBody?: Readonly<Record<string, z.ZodType>>;
  };
  schema?: { body?: unknown; querystring?: unknown; params?: unknown };
}

/**
 * The error statuses a route can answer, from what it is: every route 400 (an unreadable address) and
 * 503 (the database blinked); a path parameter 404 and 414; any input 422; a body 413 and 415; a guard
 * 401 (and 403 for owners); a rate limit 429; plus what the route declares itself (`config.answers`).
 */
export function standardAnswers(route: RouteFacts): number[] {
  const statuses = new Set<number>([400, 503]);
  const { config = {}, schema = {} } = route;
  const hasBody = schema.body !== undefined || config.documentedBody !== undefined;
  if (schema.params) [404, 414].forEach((status) => statuses.add(status));
  if (schema.params || schema.querystring || hasBody) statuses.add(422);
  if (hasBody) [413, 415].forEach((status) => statuses.add(status));
  if (config.guard) statuses.add(401);
  if (config.guard === 'owner') statuses.add(403);
  if (config.rateLimit) statuses.add(429);
  for (const status of config.answers ?? []) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}

const errorResponse = (status: number) => ({
  description: WHY[status] ?? 'Error',
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_ENVELOPE_COMPONENT}` } } },
});

/** Adds the standard error answers to one route's transformed schema (the swagger `transform`). */
export function withStandardAnswers<T extends { schema?: object }>(transformed: T, route: RouteOptions): T {
  const schema = transformed.schema as Record<string, unknown> | undefined;
  if (!schema || schema.hide) return transformed;
  const response = { ...(schema.response as Record<string, unknown> | undefined) };
  for (const status of standardAnswers(route as unknown as RouteFacts)) {
    response[String(status)] ??= errorResponse(status);
  }
  const config = (route.config ?? {}) as NonNullable<RouteFacts['config']>;
  const security = config.guard ? { security: [{ bearer: [] }] } : {};
  const body = config.documentedBody ? { body: { content: documentedContent(config.documentedBody) } } : {};
  const params = schema.params ? { params: withinRouterLength(schema.params as ParamsSchema) } : {};
  const querystring = schema.querystring ? { querystring: textOnly(schema.querystring as ParamsSchema) } : {};
  return { ...transformed, schema: { ...schema, ...security, ...body, ...params, ...querystring, response } };
}

type ParamsSchema = { properties?: Record<string, Record<string, unknown>> } & Record<string, unknown>;

/**
 * A path parameter over the router's length is a 414 before the route reads it: each one says so. The
 * router counts UTF-16 code units and a JSON Schema length counts characters, one or two units each, so
 * the bound is in characters that fit whatever they are.
 */
function withinRouterLength(params: ParamsSchema): ParamsSchema {
  const bound = MAX_PARAM_LENGTH / 2;
  const properties = Object.fromEntries(
    Object.entries(params.properties ?? {}).map(([name, property]) => [
      name,
      property.type === 'string' && !property.enum
        ? { ...property, maxLength: Math.min(bound, (property.maxLength as number | undefined) ?? bound) }
        : property,
    ]),
  );
  return { ...params, properties };
}

/**
 * A query value is text: it can be absent or empty, never null. A field that takes null in a JSON body (the same
 * schema reads both) is described without it here, or a client would send the word "null" and be refused.
 */
function textOnly(query: ParamsSchema): ParamsSchema {
  const properties = Object.fromEntries(
    Object.entries(query.properties ?? {}).map(([name, { nullable: _, ...property }]) => [name, property]),
  );
  return { ...query, properties };
}

function documentedContent(bodies: Readonly<Record<string, z.ZodType>>) {
  return Object.fromEntries(
    Object.entries(bodies).map(([type, body]) => [type, { schema: z.toJSONSchema(body, jsonSchemaParams) }]),
  );
}
