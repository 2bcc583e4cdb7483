import { useEffect } from 'react';

/**
 * Marks `<html data-ready>` once React has taken the page over (hydrated, or rendered a client-only
 * page): browser tests wait for it before a journey's first click. Renders nothing, so it cannot
 * change what hydration compares.
 */
export function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.ready = '';
  }, []);
  return null;
}
