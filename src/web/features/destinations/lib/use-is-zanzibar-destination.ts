import type { Destination } from '#domain/api/catalogue.js';
import { useSplashBasics } from '#web/features/reference/api/get-splash.js';

/** Whether a destination is on the islands (its location says so), else on the mainland. */
export function useIsZanzibarDestination(destination: Pick<Destination, 'location'>): boolean {
  const splash = useSplashBasics();
  return (
    splash.data?.locations.find((l) => l.id === destination.location.id)?.is_zanzibar ??
    /zanzibar/i.test(destination.location.name)
  );
}
