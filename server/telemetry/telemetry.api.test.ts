import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AppLoadContext, RequestHandler } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupApiTest } from '../../tests/api-test';
import { createTestApp, silentLogger } from '../../tests/test-app';
import type { JobQueue } from '../jobs/job-queue';
import { startTelemetry } from './telemetry';
import { inSpan, isTracing, tracePgliteQueries, tracePgQueries } from './tracing';

/** A queue whose health cannot be read: GET /api/admin/jobs answers 500 with this error. */
const brokenJobs = {
  runsJobs: true,
  health: () => Promise.reject(new Error('No se pudo avisar a marta.lopez@example.com ni al 612 345 678')),
  failed: () => Promise.resolve([]),
} as unknown as JobQueue;

const page: RequestHandler = async () => new Response('<h1>Hola</h1>', { headers: { 'Content-Type': 'text/html' } });

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A local HTTP server that keeps what it is sent (an OTLP collector, a Sentry-compatible service). */
async function collector() {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { received, origin: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('traces and error reports', () => {
  const api = setupApiTest();
  let site: ReturnType<typeof createTestApp>;
  beforeAll(() => {
    site = createTestApp(api.testDb.database, { jobs: brokenJobs, ssrHandler: page, renderCache: false });
  });

  it('with no telemetry variable nothing starts, and nothing tries to reach the network', async () => {
    const telemetry = await startTelemetry({}, silentLogger);
    expect(telemetry).toMatchObject({ tracing: 'off', errorReports: 'off' });
    expect(isTracing()).toBe(false);
    const connect = vi.spyOn(net.Socket.prototype, 'connect');
    const fetching = vi.spyOn(globalThis, 'fetch');
    try {
      expect((await site.request('/api/status')).status).toBe(200);
      expect((await site.request('/api/admin/jobs', { headers: api.admin })).status).toBe(500);
      const home = await site.request('/');
      expect(home.status).toBe(200);
      // The pages may reach their own origin only.
      expect(home.headers.get('Content-Security-Policy')).toContain("connect-src 'self';");
      expect(connect).not.toHaveBeenCalled();
      expect(fetching).not.toHaveBeenCalled();
    } finally {
      connect.mockRestore();
      fetching.mockRestore();
      await telemetry.shutdown();
    }
  });

  it('with SENTRY_DSN_BROWSER the pages load the reports\' chunk as a script of their own, and may send to that service only', async () => {
    const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'td-client-'));
    fs.mkdirSync(path.join(clientDir, 'assets'));
    fs.writeFileSync(path.join(clientDir, 'assets', 'error-reports-Ab12_x.js'), 'export {};');
    const scripts: unknown[] = [];
    const recording: RequestHandler = async (request, context) => {
      scripts.push((context as AppLoadContext).errorReportScript);
      return page(request, context);
    };
    const dsn = 'https://clave@errores.example.net/7';
    const reporting = createTestApp(api.testDb.database, { ssrHandler: recording, renderCache: false, clientDir, browserErrorReportDsn: dsn });
    const home = await reporting.request('/');
    expect(home.headers.get('Content-Security-Policy')).toContain("connect-src 'self' https://errores.example.net;");
    expect(scripts).toEqual([`/assets/error-reports-Ab12_x.js?dsn=${encodeURIComponent(dsn)}`]);

    // Without the variable: no script, and the CSP names no other origin.
    await site.request('/');
    expect(scripts[1] ?? null).toBeNull();
  });

  it('with OTEL_EXPORTER_OTLP_ENDPOINT the spans of requests, queries and jobs reach the collector', async () => {
    const otlp = await collector();
    const telemetry = await startTelemetry({ OTEL_EXPORTER_OTLP_ENDPOINT: otlp.origin }, silentLogger);
    // Stand-ins of a PGlite instance and of pg's Client (its promise and callback forms), wrapped as
    // openPglite and openPostgres wrap the real ones once tracing is on.
    const pglite = { query: async (_text: string) => ({ rows: [] }) };
    class Client {
      query(text: string, values?: unknown, callback?: (err: Error | null, result: unknown) => void) {
        if (typeof callback === 'function') return void setImmediate(() => callback(null, { rows: [], text }));
        return Promise.resolve({ rows: [] });
      }
    }
    try {
      expect(telemetry.tracing).toBe('on');
      const res = await site.request('/api/status', { headers: { traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01' } });
      expect(res.status).toBe(200);
      tracePgliteQueries(pglite);
      await pglite.query('select 1 as uno');
      tracePgQueries({ Client });
      await new Client().query('insert into carts default values');
      await new Promise((resolve) => new Client().query('delete from carts', [], resolve));
      await inSpan('job housekeeping', { kind: 'consumer' }, async () => undefined);
    } finally {
      await telemetry.shutdown();
      await otlp.close();
    }
    const sent = otlp.received.filter((request) => request.method === 'POST' && request.url === '/v1/traces');
    expect(sent.length).toBeGreaterThan(0);
    const body = sent.map((request) => request.body).join('\n');
    expect(body).toContain('GET /api/status');
    // The caller's trace goes on (W3C traceparent).
    expect(body).toContain('4bf92f3577b34da6a3ce929d0e0e4736');
    expect(body).toContain('select pglite');
    expect(body).toContain('insert postgres');
    expect(body).toContain('delete postgres');
    expect(body).toContain('job housekeeping');
    expect(isTracing()).toBe(false);
  });

  it('with SENTRY_DSN a failure reaches the service once, with its request id and no personal data', async () => {
    const sentry = await collector();
    const dsn = `${sentry.origin.replace('http://', 'http://clave-publica@')}/42`;
    const telemetry = await startTelemetry({ SENTRY_DSN: dsn, SENTRY_ENVIRONMENT: 'test' }, silentLogger);
    let res: Response | undefined;
    try {
      expect(telemetry.errorReports).toBe('on');
      res = await site.request('/api/admin/jobs?email=marta.lopez@example.com', { headers: { ...api.admin, Cookie: 'sesion=abc' } });
      expect(res.status).toBe(500);
    } finally {
      await telemetry.shutdown();
      await sentry.close();
    }
    expect(sentry.received).toHaveLength(1);
    const [report] = sentry.received;
    expect(report).toMatchObject({ method: 'POST', url: '/api/42/envelope/' });
    expect(report!.headers['x-sentry-auth']).toContain('sentry_key=clave-publica');
    const [, item, payload] = report!.body.split('\n');
    expect(JSON.parse(item!)).toEqual({ type: 'event' });
    const event = JSON.parse(payload!) as Record<string, unknown>;
    expect(event).toMatchObject({ platform: 'node', environment: 'test', tags: { request_id: res!.headers.get('X-Request-Id'), source: 'api' }, request: { method: 'GET', url: '/api/admin/jobs' } });
    for (const personal of ['marta', '612 345 678', 'sesion=abc', 'Bearer']) expect(report!.body).not.toContain(personal);
    expect(report!.body).toContain('No se pudo avisar a [scrubbed]');
  });
});
