import type { FastifyInstance, FastifyRequest } from 'fastify';
import { INVALID_CHARACTERS_MESSAGE } from '#domain/schemas/common.js';
import { validationError } from '#server/lib/http-error.js';

// NUL is the one character PostgreSQL text and JSON columns refuse, and half a surrogate pair is no
// text at all. The shared schemas refuse both (with every other control character) field by field;
// this net catches them anywhere else an API request carries them (a path parameter, a query key, a
// field no schema names) before any handler or query runs.
// eslint-disable-next-line no-control-regex -- NUL is what this looks for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const MAX_DEPTH = 32;

/** The dotted path of the first string (value or key) that cannot be stored, or null. */
export function findUnstorableText(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path : null;
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (UNSTORABLE.test(key)) return at;
    const found = findUnstorableText(item, at, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

function check(request: FastifyRequest): void {
  const where =
    findUnstorableText(request.params, '') ??
    findUnstorableText(request.query, '') ??
    findUnstorableText(request.body, '');
  if (where !== null) throw validationError({ [where || 'request']: [INVALID_CHARACTERS_MESSAGE] });
}

/** Every /api request with a NUL or a lone surrogate anywhere is a 422 before validation. */
export function registerTypeableInput(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.url.startsWith('/api/')) check(request);
  });
}
