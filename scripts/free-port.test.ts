import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ephemeralStart, freePort } from './free-port.mjs';

describe('a free port for a server process', () => {
  it('lies below the ephemeral range, where no outgoing connection takes it, and can be listened on', async () => {
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(20_000);
      expect(port).toBeLessThan(ephemeralStart());
    }
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(ports[0], '127.0.0.1', resolve);
    });
    await new Promise((resolve) => server.close(resolve));
  });
});
