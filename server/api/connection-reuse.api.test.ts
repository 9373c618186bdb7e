import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupApiTest } from '../../tests/api-test';

/**
 * Issue 10: "a connection that stays usable after a 413 (or is closed with Connection: close)".
 * The real app on a local port and a keep-alive client, as a browser or an integration talks to
 * it: after a body the server refused without reading it, the client's next request must go
 * through, never on a connection the server then resets.
 */
describe('keep-alive connections after a refused body', () => {
  const api = setupApiTest();
  let server: ServerType;
  let port: number;
  let agent: http.Agent;

  beforeAll(async () => {
    server = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  interface Sent {
    status: number;
    connection: string | undefined;
    body: string;
  }

  function send(method: string, path: string, options: { body?: string; headers?: Record<string, string>; chunked?: boolean } = {}): Promise<Sent> {
    return new Promise((resolve, reject) => {
      const headers = { ...options.headers, ...(options.body !== undefined && !options.chunked ? { 'Content-Length': String(Buffer.byteLength(options.body)) } : {}) };
      const req = http.request({ host: '127.0.0.1', port, method, path, agent, headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, body }));
      });
      req.on('error', reject);
      if (options.body === undefined) req.end();
      else if (options.chunked) {
        // Sent in pieces without a length, so the server has to count as it reads.
        for (let at = 0; at < options.body.length; at += 64 * 1024) req.write(options.body.slice(at, at + 64 * 1024));
        req.end();
      } else req.end(options.body);
    });
  }

  const json = { 'Content-Type': 'application/json' };
  const overOneMegabyte = JSON.stringify({ email: 'ana@example.com', password: 'x'.repeat(1024 * 1024 + 10) });
  const largeButAllowed = JSON.stringify({ name: 'ñ'.repeat(300_000) });

  it.each([
    ['a JSON body over 1 MB (413)', () => send('POST', '/api/login', { body: overOneMegabyte, headers: json }), 413],
    ['a JSON body over 1 MB sent in chunks (413)', () => send('POST', '/api/login', { body: overOneMegabyte, headers: json, chunked: true }), 413],
    ['a large body to a route that needs a session, sent without one (401)', () => send('PUT', '/api/user/profile', { body: largeButAllowed, headers: json }), 401],
    ['a large body of the wrong type (415)', () => send('POST', '/api/register', { body: largeButAllowed, headers: { 'Content-Type': 'text/plain' } }), 415],
  ] as const)('after %s, the next requests on the client go through', async (_case, refuse, status) => {
    agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (let round = 0; round < 3; round++) {
        const refused = await refuse();
        expect(refused.status).toBe(status);
        expect(JSON.parse(refused.body).message).toEqual(expect.any(String));
        // Either the connection is announced closed, or it must still carry a request.
        if (refused.connection !== 'close') expect(refused.connection).toBe('keep-alive');
        const next = await send('GET', '/api/status');
        expect(next.status).toBe(200);
      }
    } finally {
      agent.destroy();
    }
  });
});
