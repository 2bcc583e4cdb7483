import type { ReactNode } from 'react';
import { useSplashBasics } from './get-splash.js';
import { SplashBasicsContext } from './splash-basics-context.js';

/** Provides the splash basics' query to what reads them with `useProvidedSplashBasics` (the single-page app). */
export function QuerySplashBasics({ children }: { children: ReactNode }) {
  const { data, isPending, isError } = useSplashBasics();
  return <SplashBasicsContext value={{ data, isPending, isError }}>{children}</SplashBasicsContext>;
}
