import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Splash } from '#domain/api/reference.js';
import { splashIn, type ShownSplash } from '#web/features/reference/lib/country-names.js';
import { api } from '#web/lib/api-client.js';
import { documentLocale } from '#web/lib/locale.js';
import { ONE_HOUR } from '#web/lib/query-client.js';
import { SPLASH_BASICS_KEY, type SplashBasics } from './splash-basics-context.js';

/** The reference lists, their countries named in the page's language (country-names.ts says why here). */
export const getSplash = async ({ signal }: { signal?: AbortSignal } = {}): Promise<ShownSplash> =>
  splashIn(documentLocale(), (await api<Splash>('/splash', { signal })).data);

/** Cached 1 hour, retried once. */
export const getSplashQueryOptions = () =>
  queryOptions({ queryKey: ['splash'], queryFn: getSplash, staleTime: ONE_HOUR, gcTime: ONE_HOUR, retry: 1 });

export const useSplash = () => useQuery(getSplashQueryOptions());

const basicsOf = new WeakMap<Splash, SplashBasics>();

/**
 * What every island may read of the reference lists, the same object for the same lists: on the server the lists are
 * the catalogue version's one answer, and the page data writes an object's JSON once (page-data.ts).
 */
export function splashBasicsOf(splash: Splash): SplashBasics {
  let basics = basicsOf.get(splash);
  if (!basics) {
    const { currencies, locations, searviceClasses } = splash;
    basicsOf.set(splash, (basics = { currencies, locations, searviceClasses }));
  }
  return basics;
}

/** Derived from the splash (one request for both), with its cache rules. */
export const getSplashBasicsQueryOptions = () =>
  queryOptions({
    queryKey: SPLASH_BASICS_KEY,
    queryFn: async ({ client }) => splashBasicsOf(await client.fetchQuery(getSplashQueryOptions())),
    staleTime: ONE_HOUR,
    gcTime: ONE_HOUR,
    retry: 1,
  });

export const useSplashBasics = () => useQuery(getSplashBasicsQueryOptions());
