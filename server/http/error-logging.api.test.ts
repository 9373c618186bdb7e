import pino from 'pino';
import type { AppLoadContext, RequestHandler } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupApiTest } from '../../tests/api-test';
import { createTestApp } from '../../tests/test-app';
import type { JobQueue } from '../jobs/job-queue';

interface LogLine {
  level: number;
  msg: string;
  requestId?: string;
  status?: number;
  err?: { message: string };
}

const ERROR = 50;

/** A queue whose health cannot be read: GET /api/admin/jobs answers 500. */
const brokenJobs = {
  runsJobs: true,
  health: () => Promise.reject(new Error('la cola no responde')),
  failed: () => Promise.resolve([]),
} as unknown as JobQueue;

describe('every 5xx is logged once, with its request id', () => {
  const api = setupApiTest();
  const lines: LogLine[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  const errors = () => lines.filter((line) => line.level >= ERROR);
  let page: (request: Request, context: AppLoadContext) => Promise<Response>;
  let site: ReturnType<typeof createTestApp>;

  beforeAll(() => {
    const handler: RequestHandler = (request, context) => page(request, context as AppLoadContext);
    site = createTestApp(api.testDb.database, { logger, jobs: brokenJobs, ssrHandler: handler, renderCache: false });
  });
  beforeEach(() => {
    lines.length = 0;
  });

  it('an API failure: one error line with the error and the request id the answer carries', async () => {
    const res = await site.request('/api/admin/jobs', { headers: api.admin });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: 'Error interno del servidor.' });
    expect(errors()).toHaveLength(1);
    expect(errors()[0]).toMatchObject({ msg: 'unhandled API error', requestId: res.headers.get('X-Request-Id'), err: { message: 'la cola no responde' } });
  });

  it("a page whose loader's API call failed: the API's line, under the page's request id, and no second one", async () => {
    page = async (_request, context) => {
      const answer = await context.apiFetch('/api/admin/jobs', { headers: api.admin });
      // As React Router does with the loader's error: it tells it, then draws the error page.
      context.reportError?.(new Error(`API answered ${answer.status}`));
      return new Response('<h1>Error</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } });
    };
    const res = await site.request('/cuenta', { headers: { 'X-Request-Id': 'pagina-1' } });
    expect(res.status).toBe(500);
    expect(errors()).toHaveLength(1);
    expect(errors()[0]).toMatchObject({ msg: 'unhandled API error', requestId: 'pagina-1' });
  });

  it("a loader's or render's own error, told by React Router: one line", async () => {
    page = async (_request, context) => {
      context.reportError?.(new Error('el loader se rompió'));
      context.reportError?.(new Error('y el render también'));
      return new Response('<h1>Error</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } });
    };
    const res = await site.request('/tienda');
    expect(errors()).toHaveLength(1);
    expect(errors()[0]).toMatchObject({ msg: 'page error', requestId: res.headers.get('X-Request-Id'), err: { message: 'el loader se rompió' } });
  });

  it('a page handler that throws, and a 5xx nobody told: one line each', async () => {
    page = () => Promise.reject(new Error('sin página'));
    const thrown = await site.request('/tienda');
    expect(thrown.status).toBe(500);
    expect(errors()).toHaveLength(1);
    expect(errors()[0]).toMatchObject({ msg: 'unhandled error', requestId: thrown.headers.get('X-Request-Id') });

    lines.length = 0;
    page = async () => new Response('no', { status: 502 });
    const answered = await site.request('/tienda');
    expect(errors()).toHaveLength(1);
    expect(errors()[0]).toMatchObject({ msg: 'server error answer', status: 502, requestId: answered.headers.get('X-Request-Id') });
  });

  it("a page action sent something other than a form: 415 before the action runs, and no error line", async () => {
    let ran = false;
    page = async () => {
      ran = true;
      return new Response('ok');
    };
    expect((await site.request('/orders/lookup', { method: 'POST' })).status).toBe(415);
    expect((await site.request('/orders/lookup', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })).status).toBe(415);
    expect(ran).toBe(false);
    const form = await site.request('/orders/lookup', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'number=1' });
    expect(form.status).toBe(200);
    expect(ran).toBe(true);
    expect(errors()).toHaveLength(0);
  });

  it('a 4xx, and the maintenance page\'s 503 with Retry-After, are no error line', async () => {
    expect((await site.request('/api/admin/jobs')).status).toBe(401);
    page = async () => new Response('En mantenimiento', { status: 503, headers: { 'Retry-After': '300' } });
    expect((await site.request('/tienda')).status).toBe(503);
    expect(errors()).toHaveLength(0);
  });
});
