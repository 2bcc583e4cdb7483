import { newPglite } from '#server/db/pglite.js';
import { buildApp } from '#server/app.js';
import { openDatabase } from '#server/db/client.js';
import { scratchEnv } from '#server/test/scratch-env.js';
import { HTTP_METHODS, operationKey, type ApiDocument, type ApiFacts, type OperationFacts } from './api-docs-types.js';

const PLACEHOLDER_UUID = '00000000-0000-4000-8000-000000000000';

/**
 * Builds the real app (routes, hooks and plugins as served) on an empty in-memory database, reads its
 * OpenAPI document, and asks each operation once, without a token, what the document does not say:
 * whether it needs a bearer token (401 before anything else runs) and whether it is rate limited
 * (the limiter's headers). Nothing is migrated: an operation that gets as far as the database fails
 * there, which is after both answers are known.
 */
export async function collectApiFacts(): Promise<ApiFacts> {
  const { env, remove } = scratchEnv('storefront-api-docs-');
  const database = await openDatabase({ pglite: newPglite() });
  const app = await buildApp({ env, db: database.db });
  try {
    await app.ready();
    const document = app.swagger() as unknown as ApiDocument;
    const operations: Record<string, OperationFacts> = {};
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of HTTP_METHODS) {
        if (!item[method]) continue;
        const response = await app.inject({
          method: method.toUpperCase() as Uppercase<typeof method>,
          url: path.replace(/\{[^}]+\}/g, PLACEHOLDER_UUID),
          ...(method === 'get' || method === 'delete' ? {} : { payload: {} }),
        });
        const limit = response.headers['x-ratelimit-limit'];
        const window = response.headers['x-ratelimit-reset'];
        operations[operationKey(method, path)] = {
          bearerToken: response.statusCode === 401,
          rateLimit: limit ? { max: Number(limit), seconds: Number(window) } : null,
        };
      }
    }
    return { document, operations };
  } finally {
    await app.close();
    await database.close();
    remove();
  }
}
