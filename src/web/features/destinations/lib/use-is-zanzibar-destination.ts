import type { Destination } from '#domain/api/catalogue.js';
import { useProvidedSplashBasics } from '#web/features/reference/api/splash-basics-context.js';

/** Whether a destination is on the islands (its location says so), else on the mainland. */
export function useIsZanzibarDestination(destination: Pick<Destination, 'location'>): boolean {
  const splash = useProvidedSplashBasics();
  return (
    splash.data?.locations.find((l) => l.id === destination.location.id)?.is_zanzibar ??
    /zanzibar/i.test(destination.location.name)
  );
}
