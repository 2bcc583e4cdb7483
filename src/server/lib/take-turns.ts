import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Runs at most `width` pieces of work at once, the others waiting in the order they asked, and starts each in
 * a turn of the event loop of its own. For CPU-bound work such as rendering a page: Node accepts one new
 * connection per turn of its loop, and a turn that renders fifty pages back to back (their database answers
 * chain them on promises) took ~450 ms, so a visitor who connected while the server was busy waited up to
 * 9 s for the others to finish. With a few at a time, turns stay short and arrivals are served in order.
 *
 * A piece still running after `holdLimitMs` gives up its place (it goes on, but no longer holds the others
 * back), so one that never settles cannot stop the rest.
 */
export function createTurnTaking(width: number, holdLimitMs: number) {
  let running = 0;
  const waiting: (() => void)[] = [];

  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running >= width) await new Promise<void>((resolve) => waiting.push(resolve));
      running++;
      let held = true;
      const release = () => {
        if (!held) return;
        held = false;
        clearTimeout(limit);
        running--;
        waiting.shift()?.();
      };
      const limit = setTimeout(release, holdLimitMs).unref();
      try {
        await nextTurn();
        return await work();
      } finally {
        release();
      }
    },
    get waiting() {
      return waiting.length;
    },
  };
}
