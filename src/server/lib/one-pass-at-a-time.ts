/** A background pass (deliver due mail, run due jobs) that never runs twice at once. */
export interface OnePassAtATime {
  /**
   * Starts a pass, or, while one runs, asks for one more right after it (work that arrived while it was reading);
   * resolves when the passes end. A failed pass is reported to `onError`; the next call starts afresh.
   */
  run(): Promise<void>;
  /** The passes in progress, if any (to wait for them on shutdown or in a test). */
  inProgress(): Promise<void> | null;
}

export function onePassAtATime(
  pass: () => Promise<void>,
  { stopped, onError }: { stopped: () => boolean; onError: (error: unknown) => void },
): OnePassAtATime {
  let running: Promise<void> | null = null;
  let again = false;
  return {
    run() {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        try {
          do {
            again = false;
            await pass();
          } while (again && !stopped());
        } catch (error) {
          onError(error);
        } finally {
          running = null;
        }
      })();
      return running;
    },
    inProgress: () => running,
  };
}
