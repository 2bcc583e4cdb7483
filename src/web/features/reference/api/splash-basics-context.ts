import { createContext, use } from 'react';
import type { SplashBasics } from './get-splash.js';

/** The splash basics' query key, here so that a page's islands find them in its data without the query library. */
export const SPLASH_BASICS_KEY = ['splash', 'basics'] as const;

/** The splash basics as their query gives them. */
export interface SplashBasicsRead {
  data: SplashBasics | undefined;
  isPending: boolean;
  isError: boolean;
}

/**
 * The splash basics for a part that starts without the query library (the home search bar): an island's root
 * provides them from the page data (islands/island-root.tsx), the single-page app from their query
 * (`QuerySplashBasics`).
 */
export const SplashBasicsContext = createContext<SplashBasicsRead | null>(null);

export function useProvidedSplashBasics(): SplashBasicsRead {
  const read = use(SplashBasicsContext);
  if (!read) throw new Error('useProvidedSplashBasics needs a SplashBasicsContext above it');
  return read;
}
