import { createRoute } from '@hono/zod-openapi';
import { StatusReply } from '../../../common/status';
import type { ApiDeps, ApiApp } from '../context';
import { checkStatus } from './service';

const statusRoute = createRoute({
  method: 'get',
  path: '/status',
  tags: ['Estado'],
  summary: 'Estado del sistema (API, autenticación y base de datos)',
  responses: {
    200: { description: 'Todo funciona', content: { 'application/json': { schema: StatusReply } } },
    503: {
      description: 'La base de datos no responde',
      content: { 'application/json': { schema: StatusReply } },
    },
  },
});

export function registerStatusRoutes(app: ApiApp, deps: ApiDeps) {
  app.openapi(statusRoute, async (c) => {
    const result = await checkStatus(deps.database, {
      timeoutMs: deps.dbCheckTimeoutMs,
      version: deps.version,
      now: deps.now,
    });
    c.header('Cache-Control', 'no-store');
    return c.json(result.body, result.httpStatus);
  });
}
