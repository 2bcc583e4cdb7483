import { describe, expect, it } from 'vitest';
import { createSingleFlight } from './single-flight.js';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('createSingleFlight', () => {
  it('runs the work once for callers of one key at the same time, and again once it settled', async () => {
    const flight = createSingleFlight<string>();
    let runs = 0;
    const gate = deferred<string>();
    const work = () => {
      runs += 1;
      return gate.promise;
    };
    const callers = Array.from({ length: 50 }, () => flight.run('/safari/1', work));
    expect(runs).toBe(1);
    gate.resolve('<html>');
    expect(await Promise.all(callers)).toEqual(Array(50).fill('<html>'));
    expect(flight.size).toBe(0);
    await flight.run('/safari/1', async () => {
      runs += 1;
      return 'again';
    });
    expect(runs).toBe(2);
  });

  it('keeps keys apart', async () => {
    const flight = createSingleFlight<string>();
    const [a, b] = await Promise.all([flight.run('a', async () => 'A'), flight.run('b', async () => 'B')]);
    expect([a, b]).toEqual(['A', 'B']);
  });

  it('gives every waiting caller the error, then lets the next caller try again', async () => {
    const flight = createSingleFlight<string>();
    const gate = deferred<string>();
    const first = flight.run('k', () => gate.promise);
    const second = flight.run('k', () => Promise.resolve('not run'));
    gate.reject(new Error('database away'));
    await expect(first).rejects.toThrow('database away');
    await expect(second).rejects.toThrow('database away');
    expect(await flight.run('k', async () => 'back')).toBe('back');
  });
});
