import { describe, expect, it } from 'vitest';
import { onePassAtATime } from './one-pass-at-a-time.js';

/** A pass that waits until released, counting how many ran and how many ran at once. */
function gatedPass() {
  const state = { started: 0, atOnce: 0, most: 0, release: () => {} };
  const pass = async () => {
    state.started += 1;
    state.atOnce += 1;
    state.most = Math.max(state.most, state.atOnce);
    await new Promise<void>((resolve) => (state.release = resolve));
    state.atOnce -= 1;
  };
  return { state, pass };
}

describe('onePassAtATime', () => {
  it('never runs two passes at once; calls during a pass make exactly one more after it', async () => {
    const { state, pass } = gatedPass();
    const passes = onePassAtATime(pass, { stopped: () => false, onError: () => {} });
    const first = passes.run();
    const second = passes.run();
    const third = passes.run();
    expect(second).toBe(first);
    expect(third).toBe(first);
    await Promise.resolve();
    state.release();
    await new Promise((resolve) => setImmediate(resolve));
    state.release();
    await first;
    expect(state.started).toBe(2);
    expect(state.most).toBe(1);
    expect(passes.inProgress()).toBeNull();
  });

  it('reports a failed pass and starts afresh on the next call', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const passes = onePassAtATime(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('smtp down');
      },
      { stopped: () => false, onError: (error) => errors.push(error) },
    );
    await passes.run();
    expect(errors).toEqual([new Error('smtp down')]);
    await passes.run();
    expect(calls).toBe(2);
    expect(errors).toHaveLength(1);
  });

  it('asks for no more passes once stopped', async () => {
    const { state, pass } = gatedPass();
    let stopped = false;
    const passes = onePassAtATime(pass, { stopped: () => stopped, onError: () => {} });
    const running = passes.run();
    void passes.run();
    stopped = true;
    await Promise.resolve();
    state.release();
    await running;
    expect(state.started).toBe(1);
  });
});
