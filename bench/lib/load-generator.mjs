// A closed-loop load generator: `connections` workers each send one request, wait for the answer, and
// send the next, until the step's time is up. Latency is measured per request, in milliseconds.
import { Buffer } from 'node:buffer';
import { performance } from 'node:perf_hooks';
import http from 'node:http';

export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function parseJson(body) {
  try {
    return body ? JSON.parse(body.toString('utf8')) : undefined;
  } catch {
    return undefined;
  }
}

/** One request on a kept-alive socket; resolves with the status and the body's bytes (parsed by the caller, after timing). */
function send(agent, url, method, body, headers = {}) {
  return new Promise((resolve, reject) => {
    const payload = body ? JSON.stringify(body) : undefined;
    const req = http.request(
      url,
      {
        method,
        agent,
        timeout: 30_000,
        headers: {
          ...headers,
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * @param {object} options
 * @param {string} options.baseUrl
 * @param {number} options.connections
 * @param {number} options.seconds
 * @param {() => {kind: string, method: string, path: string, body?: object, headers?: object, onAnswer?: (status: number, json: any) => void}} options.next
 */
export async function runStep({ baseUrl, connections, seconds, next }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  const byKind = new Map();
  let errors = 0;
  let sent = 0;
  const deadline = performance.now() + seconds * 1000;

  const worker = async () => {
    while (performance.now() < deadline) {
      const request = next();
      const started = performance.now();
      let status;
      let body;
      try {
        ({ status, body } = await send(
          agent,
          `${baseUrl}${request.path}`,
          request.method,
          request.body,
          request.headers,
        ));
      } catch {
        status = 0;
      }
      const took = performance.now() - started;
      sent++;
      latencies.push(took);
      const kind = byKind.get(request.kind) ?? { count: 0, errors: 0 };
      kind.count++;
      if (status === 0 || status >= 400) {
        errors++;
        kind.errors++;
      }
      byKind.set(request.kind, kind);
      // Parsed only for a caller that reads it, and after the latency is taken: the client's own parsing
      // of a 280 KB list is not the server's time.
      if (request.onAnswer) request.onAnswer(status, parseJson(body));
    }
  };

  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    connections,
    requests: sent,
    rps: sent / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
    byKind: Object.fromEntries(byKind),
  };
}
