/**
 * What the server keeps of a catalogue version between renders (a kept part's HTML, a kept island's): the page's
 * catalogue port changes with the version (catalogue-port.ts), and with it goes everything kept for the old one.
 * Within a version a store holds at most `entries` values and, when it weighs them (`weigh`: an HTML's length),
 * `weight` in all: a flood of distinct keys (a crawler's searched stays) lets the version's values go, and they
 * are kept again as pages ask for them.
 */
export interface KeptPerVersion<T> {
  /** the kept value, or `make`'s, kept unless it fails; `replace` makes it again whatever is kept */
  get(version: object, key: string, make: () => Promise<T>, options?: { replace?: boolean }): Promise<T>;
}

interface Bounds<T> {
  entries: number;
  weight?: number;
  weigh?: (value: T) => number;
}

interface Kept<T> {
  values: Map<string, Promise<T>>;
  weight: number;
}

export function createKeptPerVersion<T>({ entries, weight = Infinity, weigh }: Bounds<T>): KeptPerVersion<T> {
  const byVersion = new WeakMap<object, Kept<T>>();
  const letGo = (kept: Kept<T>) => {
    kept.values.clear();
    kept.weight = 0;
  };
  return {
    get(version, key, make, { replace = false } = {}) {
      let kept = byVersion.get(version);
      if (!kept) byVersion.set(version, (kept = { values: new Map(), weight: 0 }));
      const known = replace ? undefined : kept.values.get(key);
      if (known) return known;
      if (kept.values.size >= entries) letGo(kept);
      const made = make();
      const { values } = kept;
      values.set(key, made);
      made.then(
        (value) => {
          if (!weigh || values.get(key) !== made) return;
          kept.weight += weigh(value);
          if (kept.weight > weight) letGo(kept);
        },
        // A failed render is not kept: the next page tries again.
        () => {
          if (values.get(key) === made) values.delete(key);
        },
      );
      return made;
    },
  };
}
