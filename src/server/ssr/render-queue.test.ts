import { describe, expect, it } from 'vitest';
import { createRenderQueue, RenderQueueFull } from './render-queue.js';

const gate = () => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
};

const queue = (unlimited: string[] = []) =>
  createRenderQueue({ width: 1, holdLimitMs: 60_000, waitingAtMost: 3, perClientAtMost: 2, unlimited });

describe('createRenderQueue', () => {
  it("turns a client's render away at once past its share, and takes the others' in turn", async () => {
    const renders = queue();
    const held = gate();
    const a1 = renders.run('a', () => held.opened.then(() => 'a1'));
    const a2 = renders.run('a', () => Promise.resolve('a2'));
    await expect(renders.run('a', () => Promise.resolve('a3'))).rejects.toBeInstanceOf(RenderQueueFull);
    const b1 = renders.run('b', () => Promise.resolve('b1'));
    held.open();
    expect(await Promise.all([a1, a2, b1])).toEqual(['a1', 'a2', 'b1']);
    // Its renders done, the client has its share again, and nobody is remembered.
    expect(renders.clients).toBe(0);
    expect(await renders.run('a', () => Promise.resolve('a4'))).toBe('a4');
  });

  it('turns any render away once the queue is full, and an unlimited client only then', async () => {
    const renders = queue(['10.0.0.9']);
    const held = gate();
    const running = renders.run('10.0.0.9', () => held.opened);
    const waiting = [1, 2, 3].map(() => renders.run('10.0.0.9', () => Promise.resolve()));
    expect(renders.waiting).toBe(3);
    await expect(renders.run('10.0.0.9', () => Promise.resolve())).rejects.toBeInstanceOf(RenderQueueFull);
    await expect(renders.run('c', () => Promise.resolve())).rejects.toBeInstanceOf(RenderQueueFull);
    held.open();
    await Promise.all([running, ...waiting]);
    expect(renders.clients).toBe(0);
  });

  it('gives a failed render its place back', async () => {
    const renders = queue();
    await expect(renders.run('a', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    await expect(renders.run('a', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await renders.run('a', () => Promise.resolve('ok'))).toBe('ok');
  });
});
