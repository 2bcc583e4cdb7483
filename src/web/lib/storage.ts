/** Web storage that never throws (private mode, quota, disabled storage). */
function safeStorage(area: () => Storage) {
  return {
    get(key: string): string | null {
      try {
        return area().getItem(key);
      } catch {
        return null;
      }
    },
    set(key: string, value: string): void {
      try {
        area().setItem(key, value);
      } catch {
        // storage unavailable: the choice lasts for this page only
      }
    },
    remove(key: string): void {
      try {
        area().removeItem(key);
      } catch {
        // nothing to remove
      }
    },
    /** the keys held, e.g. to forget everything under one prefix */
    keys(): string[] {
      try {
        const held = area();
        return Array.from({ length: held.length }, (_, index) => held.key(index)).filter((key) => key !== null);
      } catch {
        return [];
      }
    },
  };
}

/** localStorage: kept across visits (the session token, the currency, recent searches). */
export const storage = safeStorage(() => window.localStorage);

/**
 * sessionStorage: this tab only, gone when it closes (an action waiting for the visitor to log in, a form's
 * draft).
 */
export const sessionStore = safeStorage(() => window.sessionStorage);
