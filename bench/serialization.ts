// `npm run bench:serialization`: where a 50-trip page's time goes outside the database. Builds an embedded
// database with the demo catalogue grown to 200 trips (bench/lib/scale-data.mjs), then times each step the
// trip list's route takes (src/server/routes/api/catalogue/trips.ts and lib/response-cache.ts): the query,
// the response schema's parse, JSON.stringify, the ETag's SHA-1, and compression as the app configures it.
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import { z } from 'zod';
import { TripSchema } from '#domain/api/catalogue.js';
import { successEnvelope } from '#domain/api/envelope.js';
import { newPglite } from '#server/db/pglite.js';
import { setUpDatabase } from '#server/db/setup.js';
import { ok } from '#server/lib/envelope.js';
import { createCatalogueRepository } from '#server/repositories/catalogue-repository.js';
// @ts-expect-error: a plain ES module of the bench, without types
import { scaleStatements, scaledSize } from './lib/scale-data.mjs';

const ROUNDS = Number(process.env.SERIALIZATION_ROUNDS ?? 40);
const pglite = newPglite();
const handle = await setUpDatabase({ pglite, seed: true, demoRequests: false });
for (const statement of scaleStatements({ ...scaledSize(0.01), trips: 200 }) as string[]) await pglite.exec(statement);
const catalogue = createCatalogueRepository(handle.db);
const envelope = successEnvelope(z.object({ trips: z.array(TripSchema), total: z.number().int() }));

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const steps: Record<string, number[]> = {};
const time = async <T>(name: string, fn: () => T | Promise<T>): Promise<T> => {
  const started = performance.now();
  const result = await fn();
  (steps[name] ??= []).push(performance.now() - started);
  return result;
};

let size = { json: 0, br: 0, gzip: 0 };
for (let round = 0; round < ROUNDS; round++) {
  const data = await time('query (PGlite, in process)', () => catalogue.listTrips({ limit: 50, offset: 0 }));
  const parsed = await time('response schema parse', () => envelope.parse(ok('Trips fetched successfully', data)));
  const body = await time('JSON.stringify', () => JSON.stringify(parsed));
  await time('ETag (SHA-1)', () => createHash('sha1').update(body).digest('base64url'));
  const br = await time('brotli, quality 4', () =>
    zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }),
  );
  const gzip = await time('gzip, default level', () => zlib.gzipSync(body));
  size = { json: body.length, br: br.length, gzip: gzip.length };
}
await handle.close();

console.log(`\n50 trips per page, median of ${ROUNDS} rounds, on ${process.version}`);
console.log(
  `body: ${(size.json / 1024).toFixed(0)} KB JSON, ${(size.br / 1024).toFixed(0)} KB brotli, ${(size.gzip / 1024).toFixed(0)} KB gzip\n`,
);
console.log('| step | median ms |');
console.log('|---|---|');
for (const [name, values] of Object.entries(steps)) console.log(`| ${name} | ${median(values).toFixed(2)} |`);
