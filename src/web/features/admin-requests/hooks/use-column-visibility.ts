import { useCallback, useState } from 'react';
import { storage } from '#web/lib/storage.js';

const KEY = 'admin.inbox.columns';

function read(): Record<string, boolean> {
  try {
    const value: unknown = JSON.parse(storage.get(KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as Record<string, boolean>) : {};
  } catch {
    return {};
  }
}

/** Which inbox columns show, remembered on this device (a phone and a desk want different ones). */
export function useColumnVisibility() {
  const [visibility, setVisibility] = useState(read);
  const update = useCallback((next: Record<string, boolean>) => {
    setVisibility(next);
    storage.set(KEY, JSON.stringify(next));
  }, []);
  return [visibility, update] as const;
}
