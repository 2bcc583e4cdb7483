import { useCallback, useState } from 'react';
import { storage } from '#web/lib/storage.js';

function read(key: string): Record<string, boolean> {
  try {
    const value: unknown = JSON.parse(storage.get(key) ?? '{}');
    return value && typeof value === 'object' ? (value as Record<string, boolean>) : {};
  } catch {
    return {};
  }
}

/**
 * Which columns a list shows, remembered on this device under `key` (a phone and a desk want different
 * ones): a preference of the person, not part of the view a link shares.
 */
export function useColumnVisibility(key: string) {
  const [visibility, setVisibility] = useState(() => read(key));
  const update = useCallback(
    (next: Record<string, boolean>) => {
      setVisibility(next);
      storage.set(key, JSON.stringify(next));
    },
    [key],
  );
  return [visibility, update] as const;
}
