import { createTurnTaking } from '#server/lib/take-turns.js';

/** Thrown by a render the queue turned away: the visitor gets the site's "try again" page at once (a 503). */
export class RenderQueueFull extends Error {
  constructor() {
    super('too many pages waiting to be rendered');
  }
}

export interface RenderQueueOptions {
  /** renders at once (take-turns.ts) */
  width: number;
  /** a render taking longer lets the next one start */
  holdLimitMs: number;
  /** renders waiting their turn, from every visitor; past it a render is turned away */
  waitingAtMost: number;
  /** renders one client may have waiting or running; past it that client's next render is turned away */
  perClientAtMost: number;
  /** clients no share applies to (`RATE_LIMIT_ALLOW`: a benchmark, a monitor); the queue's bound still does */
  unlimited?: readonly string[];
}

/**
 * The renders of pages not in the cache, in turns, with a bounded wait: a flood of distinct URLs from one client
 * takes its share of the queue and is then answered 503 at once, so it neither queues every other visitor's render
 * behind its own nor grows memory with waiting requests. Pages in the cache never enter it. Bounded: a client is
 * counted only while one of its renders waits or runs.
 */
export function createRenderQueue(options: RenderQueueOptions) {
  const turns = createTurnTaking(options.width, options.holdLimitMs);
  const held = new Map<string, number>();
  const release = (client: string) => {
    const left = (held.get(client) ?? 1) - 1;
    if (left > 0) held.set(client, left);
    else held.delete(client);
  };
  return {
    /** Whether a render of `client`'s would be taken now. */
    admits(client: string): boolean {
      const overShare = (held.get(client) ?? 0) >= options.perClientAtMost && !options.unlimited?.includes(client);
      return turns.waiting < options.waitingAtMost && !overShare;
    },
    /** Runs `work` in its turn, or rejects at once with `RenderQueueFull`. */
    async run<T>(client: string, work: () => Promise<T>): Promise<T> {
      if (!this.admits(client)) throw new RenderQueueFull();
      held.set(client, (held.get(client) ?? 0) + 1);
      try {
        return await turns.run(work);
      } finally {
        release(client);
      }
    },
    /** clients with a render waiting or running */
    get clients() {
      return held.size;
    },
    get waiting() {
      return turns.waiting;
    },
  };
}
