import { useQueryClient } from '@tanstack/react-query';
import { getSplashQueryOptions } from '#web/features/reference/api/get-splash.js';

/**
 * What a detail page's form tab loads as the visitor reaches for it: the form's code (`prefetchCode`) and the
 * reference lists it offers (countries, …), which the rest of the page did not need.
 */
export function useFormPrefetch(prefetchCode: () => void): () => void {
  const queryClient = useQueryClient();
  return () => {
    prefetchCode();
    void queryClient.prefetchQuery(getSplashQueryOptions());
  };
}
