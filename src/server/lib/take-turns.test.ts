import { describe, expect, it } from 'vitest';
import { createTurnTaking } from './take-turns.js';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

describe('createTurnTaking', () => {
  it('runs at most `width` pieces at once and starts the others in the order they asked', async () => {
    const turns = createTurnTaking(2, 60_000);
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = gates.map((gate, index) =>
      turns.run(async () => {
        started.push(index);
        await gate.promise;
        return index;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(started).toEqual([0, 1]);
    expect(turns.waiting).toBe(2);
    gates[1]!.resolve();
    await runs[1];
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(started).toEqual([0, 1, 2]);
    gates.forEach((gate) => gate.resolve());
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(started).toEqual([0, 1, 2, 3]);
  });

  it('frees a place when a piece fails, and hands the failure to its caller', async () => {
    const turns = createTurnTaking(1, 60_000);
    const failed = turns.run(() => Promise.reject(new Error('render failed')));
    const next = turns.run(() => Promise.resolve('rendered'));
    await expect(failed).rejects.toThrow('render failed');
    await expect(next).resolves.toBe('rendered');
  });

  it('frees the place of a piece that does not settle in time, and the others go on', async () => {
    const turns = createTurnTaking(1, 20);
    void turns.run(() => new Promise<never>(() => {}));
    await expect(turns.run(() => Promise.resolve('next'))).resolves.toBe('next');
  });

  it('lets the event loop run between pieces', async () => {
    const turns = createTurnTaking(1, 60_000);
    const order: string[] = [];
    const piece = (name: string) =>
      turns.run(async () => {
        order.push(name);
      });
    setImmediate(() => order.push('i/o'));
    await Promise.all([piece('first'), piece('second')]);
    expect(order.indexOf('i/o')).toBeLessThan(order.indexOf('second'));
  });
});
