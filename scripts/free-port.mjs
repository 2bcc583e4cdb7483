// A port for a server a test or a benchmark starts as its own process: probed free, then given to the child.
//
// The probe is closed before the child listens, so the port could be taken in between. It is picked below the
// kernel's ephemeral range, where nothing takes a port by itself: outgoing connections (to PostgreSQL, Redis, the
// server under test) and `listen(0)` draw their ports from that range. A port drawn there once collided with
// another test's connection (EADDRINUSE in CI).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

const LOWEST = 20_000;

/** The first port of the kernel's ephemeral range (Linux's default when it cannot be read). */
export function ephemeralStart() {
  try {
    const [start] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    const port = Number(start);
    return Number.isInteger(port) && port > LOWEST + 1_000 ? port : 32_768;
  } catch {
    return 32_768;
  }
}

function probe(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A free port on 127.0.0.1 below the ephemeral range. */
export async function freePort() {
  const end = ephemeralStart();
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = LOWEST + Math.floor(Math.random() * (end - LOWEST));
    if (await probe(port)) return port;
  }
  throw new Error(`no free port found between ${LOWEST} and ${end}`);
}
