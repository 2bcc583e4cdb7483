import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { trips } from '#server/db/schema/index.js';
import { call } from './http.js';
import { createTestApp } from './test-app.js';

export interface SignedInUser {
  token: string;
  /** `Authorization: Bearer …`, ready for `call(app, { headers })` */
  headers: { authorization: string };
  email: string;
  name: string;
  country: string;
}

const references = new WeakMap<FastifyInstance, Promise<{ countryId: number; country: string; genderId: number }>>();

/** `Authorization: Bearer …` for a token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The seeded ids a registration needs (Tanzania, the first gender), read once per app as a client would. */
export function referenceIds(app: FastifyInstance) {
  let found = references.get(app);
  if (!found) {
    found = call(app, '/api/splash').then((res) => {
      const tz = res.body.data.countries.find((c: { code: string }) => c.code === 'TZ');
      return { countryId: tz.id, country: tz.name, genderId: res.body.data.genders[0].id };
    });
    references.set(app, found);
  }
  return found;
}

/**
 * Registers a fresh account and signs it in through the real API, as the site does. Two calls of
 * the account rate limit (10 a minute per address) per user: a file that needs more users builds
 * its app with `env: { RATE_LIMIT_ALLOW: '127.0.0.1' }`.
 */
export async function signUp(
  app: FastifyInstance,
  name = 'Amina Mussa',
  email = `traveller-${randomUUID().slice(0, 8)}@example.com`,
): Promise<SignedInUser> {
  const { countryId, country, genderId } = await referenceIds(app);
  const password = 'kilimanjaro';
  const registered = await call(app, {
    method: 'POST',
    url: '/api/register',
    payload: {
      name,
      phone: '+255 712 345 678',
      email,
      country: countryId,
      gender: genderId,
      address: 'Mlandege Street, Zanzibar',
      password,
      'confirm-password': password,
    },
  });
  if (registered.statusCode !== 201) throw new Error(`registration failed: ${JSON.stringify(registered.body)}`);
  const login = await call(app, { method: 'POST', url: '/api/login', payload: { email, password } });
  if (login.statusCode !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  const token = login.body.data.token as string;
  return { token, headers: bearer(token), email, name, country };
}

/** Signs the user out through the API: the token is revoked from then on. */
export async function signOut(app: FastifyInstance, user: SignedInUser): Promise<void> {
  const res = await call(app, { method: 'POST', url: '/api/logout', headers: user.headers });
  if (res.statusCode !== 200) throw new Error(`logout failed: ${JSON.stringify(res.body)}`);
}

/** The first published trips and destinations of the demo catalogue, as the catalogue API lists them. */
export async function catalogueItems(app: FastifyInstance) {
  const [trips, destinations] = await Promise.all([
    call(app, '/api/trips?limit=3'),
    call(app, '/api/destinations?limit=3'),
  ]);
  return {
    trips: trips.body.data.trips as { uuid: string; name: string; base_price: number }[],
    destinations: destinations.body.data.destinations as { uuid: string; name: string; location: { name: string } }[],
  };
}

/**
 * A test app with one signed-in user, the first published trip and destination of the demo catalogue
 * and the uuid of an unpublished trip: where the likes and cart tests start. Close `ctx` after the file.
 */
export async function signedInTestApp() {
  const ctx = await createTestApp();
  const user = await signUp(ctx.app);
  const items = await catalogueItems(ctx.app);
  const [draft] = await ctx.database.db.select({ uuid: trips.uuid }).from(trips).where(eq(trips.isPublished, false));
  return { ctx, user, trip: items.trips[0]!, destination: items.destinations[0]!, draftUuid: draft!.uuid };
}
