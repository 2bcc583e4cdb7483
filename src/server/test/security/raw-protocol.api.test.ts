import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#server/test/test-app.js';

// What a raw client can send that never reaches a route: each answered in the envelope, over a real connection.

let ctx: TestContext;
let port = 0;
beforeAll(async () => {
  // A short limit, so a trickled body is cut within a second.
  ctx = await createTestApp({ env: { RATE_LIMIT_ALLOW: '127.0.0.1', REQUEST_TIMEOUT_MS: '400' } });
  port = Number(new URL(await ctx.app.listen({ port: 0, host: '127.0.0.1' })).port);
});
afterAll(() => ctx.close());

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function parse(answer: string): RawAnswer {
  const [head = '', body = ''] = answer.split(/\r\n\r\n(.*)/s);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const at = line.indexOf(':');
    headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

/** Sends `request` as it is and reads the first answer (the connection may stay open: read up to its length). */
const raw = (request: string | ((socket: Socket) => void)) =>
  new Promise<RawAnswer>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      typeof request === 'string' ? socket.write(request) : request(socket),
    );
    let answer = '';
    const done = () => {
      socket.destroy();
      resolve(parse(answer));
    };
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      const { headers, body } = parse(answer);
      if (answer.includes('\r\n\r\n') && Buffer.byteLength(body) >= Number(headers['content-length'] ?? Infinity))
        done();
    });
    socket.on('close', done);
    socket.on('error', reject);
  });

const envelopeOf = (answer: RawAnswer) => {
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  return JSON.parse(answer.body) as { status: boolean; code: number; message: string };
};

describe('raw protocol errors answer in the envelope', () => {
  it('a GET without Host is a 400', async () => {
    const answer = await raw('GET /api/trips HTTP/1.1\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(envelopeOf(answer)).toEqual({ status: false, code: 400, message: 'The request has no Host header.' });
  });

  it('an expectation other than 100-continue is a 417', async () => {
    const answer = await raw('GET /api/trips HTTP/1.1\r\nHost: x\r\nExpect: x\r\n\r\n');
    expect(answer.status).toBe(417);
    expect(envelopeOf(answer)).toMatchObject({ status: false, code: 417 });
  });

  it('a method the address does not take is a 405 with Allow, whatever the method; one nobody implements anywhere a 501', async () => {
    for (const request of [
      'QUERY /api/trips HTTP/1.1\r\nHost: x\r\n\r\n',
      'QUERY /api/destinations HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}',
      'PROPFIND /api/trips HTTP/1.1\r\nHost: x\r\n\r\n',
      'DELETE /api/trips HTTP/1.1\r\nHost: x\r\n\r\n',
    ]) {
      const answer = await raw(request);
      expect(answer.status, request).toBe(405);
      expect(answer.headers.allow, request).toBe('GET, HEAD');
      expect(envelopeOf(answer)).toMatchObject({ status: false, code: 405 });
    }
    const nowhere = await raw('QUERY /api/no-such-address HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(nowhere.status).toBe(501);
    expect(envelopeOf(nowhere)).toMatchObject({ status: false, code: 501 });
  });

  it('a route that reads the address as a parameter does not take it where another route names it: 405, not its guard', async () => {
    // PUT /api/cart/{uuid} needs a token (401), but /api/cart/add is POST's own address.
    const put = await raw(
      'PUT /api/cart/add HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}',
    );
    expect(put.status).toBe(405);
    expect(put.headers.allow).toBe('POST');
    expect(envelopeOf(put)).toMatchObject({ status: false, code: 405 });
  });

  it('Allow names only the methods that exist for the address', async () => {
    // PUT and DELETE /api/cart/{uuid} are not methods of /api/cart/add, which POST names itself.
    const cartAdd = await raw('OPTIONS /api/cart/add HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(cartAdd.status).toBe(405);
    expect(cartAdd.headers.allow).toBe('POST');
    expect(envelopeOf(cartAdd).message).toBe('This address does not take OPTIONS. Use POST.');
    const row = await raw('GET /api/cart/3f1c1a52-8f5e-4c55-9d5b-2d6f3c3b9a10 HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(row.status).toBe(405);
    expect(row.headers.allow).toBe('PUT, DELETE');
  });

  it('a NUL byte in the URL is refused in the envelope, raw or encoded, never a 500', async () => {
    const rawNul = await raw('GET /api/trips\u0000 HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(rawNul.status).toBe(400);
    expect(envelopeOf(rawNul).code).toBe(400);
    for (const url of ['/api/trips/%00', '/language?locale=de&path=/%00/x', '/api/trips?cursor=%00']) {
      const answer = await raw(`GET ${url} HTTP/1.1\r\nHost: x\r\n\r\n`);
      expect([400, 422], url).toContain(answer.status);
      expect(envelopeOf(answer).status, url).toBe(false);
    }
  });

  it('a body trickled slower than the request timeout is cut with a 408, like slow headers', async () => {
    const started = Date.now();
    const answer = await raw((socket) => {
      socket.write(
        'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"e',
      );
      const trickle = setInterval(() => (socket.writable ? socket.write(' ') : clearInterval(trickle)), 100);
      socket.on('close', () => clearInterval(trickle));
    });
    expect(answer.status).toBe(408);
    expect(envelopeOf(answer)).toMatchObject({ status: false, code: 408 });
    expect(Date.now() - started).toBeLessThan(3000);

    const slowHeaders = await raw((socket) => {
      socket.write('GET /api/trips HTTP/1.1\r\n');
      const trickle = setInterval(() => (socket.writable ? socket.write('X-A: b\r\n') : clearInterval(trickle)), 100);
      socket.on('close', () => clearInterval(trickle));
    });
    expect(slowHeaders.status).toBe(408);
  });
});
