// Loaded into a built server by a test (`node --expose-gc --import ./src/server/test/heap-probe.mjs`), never by
// the product: on the message 'heap' over the IPC channel the test opened, it collects garbage until the heap
// stops shrinking and answers { heapUsed } in bytes.
import { setImmediate as nextTurn } from 'node:timers/promises';

process.on('message', async (message) => {
  if (message !== 'heap') return;
  let heapUsed = Infinity;
  for (let round = 0; round < 10; round++) {
    globalThis.gc();
    await nextTurn();
    const now = process.memoryUsage().heapUsed;
    if (now >= heapUsed) break;
    heapUsed = now;
  }
  process.send?.({ heapUsed });
});
// After the listener, which holds the channel: the probe must not keep the server from exiting.
process.channel?.unref();
