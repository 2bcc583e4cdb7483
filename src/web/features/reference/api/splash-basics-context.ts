import { createContext, use } from 'react';
import type { Splash } from '#domain/api/reference.js';

/**
 * The reference lists every page's interactive parts read as it starts (prices, places, service classes),
 * without the 249 countries only a form needs: what a server-rendered page carries for its islands is this,
 * and a form that opens later reads (or fetches) the whole splash.
 */
export type SplashBasics = Pick<Splash, 'currencies' | 'locations' | 'searviceClasses'>;

/** The splash basics' query key, here so that a page's islands find them in its data without the query library. */
export const SPLASH_BASICS_KEY = ['splash', 'basics'] as const;

/** The splash basics as their query gives them. */
export interface SplashBasicsRead {
  data: SplashBasics | undefined;
  isPending: boolean;
  isError: boolean;
}

/**
 * The splash basics, as every part reads them: an island's root provides them from the page data
 * (islands/island-root.tsx), the single-page app from their one query (`QuerySplashBasics`). One read per page
 * part, not a query observer per reader (a trip page's render made seven).
 */
export const SplashBasicsContext = createContext<SplashBasicsRead | null>(null);

export function useProvidedSplashBasics(): SplashBasicsRead {
  const read = use(SplashBasicsContext);
  if (!read) throw new Error('useProvidedSplashBasics needs a SplashBasicsContext above it');
  return read;
}
