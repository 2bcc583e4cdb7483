import { lazy, type ComponentType } from 'react';

/**
 * A component whose code loads when it is first drawn, or earlier with `prefetch` (when the visitor reaches
 * for the control that shows it): `Lazy` goes inside a Suspense boundary.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | undefined;
  const prefetch = () => {
    loading ??= load();
    return loading;
  };
  return {
    Lazy: lazy(async () => ({ default: await prefetch() })),
    prefetch: () => void prefetch(),
  };
}
