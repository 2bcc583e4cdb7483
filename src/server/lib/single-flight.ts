/**
 * Work that many callers may ask for at the same moment, done once: while a key's work runs, every
 * other caller of that key waits for the same promise (answer or error) instead of starting it again.
 * Once it settles the key is free, so the next caller starts afresh (the caches around it decide
 * whether the answer is kept). Used where a cache misses under a burst: after a catalogue save every
 * cached page and answer misses at once, and fifty visitors of one page would start fifty renders.
 */
export function createSingleFlight<T>() {
  const running = new Map<string, Promise<T>>();
  return {
    run(key: string, work: () => Promise<T>): Promise<T> {
      const pending = running.get(key);
      if (pending) return pending;
      const started = work().finally(() => running.delete(key));
      running.set(key, started);
      return started;
    },
    get size() {
      return running.size;
    },
  };
}
