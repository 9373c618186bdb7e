import { createRoute, z } from '@hono/zod-openapi';
import type { ApiApp, ApiDeps } from '../context';
import { ErrorReply } from '../schemas';
import { dashboardStats } from './dashboard-service';

const DashboardReply = z.object({
  status: z.literal('success'),
  data: z.object({
    users: z.object({
      total: z.number(),
      new_last_30_days: z.number(),
      active_last_24h: z.number(),
      by_role: z.record(z.string(), z.number()),
    }),
    banners: z.object({ active: z.number() }),
    products: z.object({ total: z.number(), active: z.number(), low_stock: z.number(), out_of_stock: z.number(), featured: z.number(), categories: z.number() }),
    recent_products: z.array(z.object({ id: z.number(), name: z.string(), slug: z.string(), stock: z.number(), created_at: z.string() })),
    recent_users: z.array(z.object({ id: z.number(), name: z.string(), email: z.string(), created_at: z.string() })),
  }),
});

const dashboardRoute = createRoute({
  method: 'get',
  path: '/admin/dashboard',
  tags: ['Admin'],
  summary: 'Cifras del panel de administración, calculadas de la base de datos',
  security: [{ bearer: [] }],
  responses: {
    200: { description: 'Cifras', content: { 'application/json': { schema: DashboardReply } } },
    401: { description: 'Sin sesión', content: { 'application/json': { schema: ErrorReply } } },
    403: { description: 'No es administrador', content: { 'application/json': { schema: ErrorReply } } },
  },
});

export function registerAdminDashboardRoutes(app: ApiApp, deps: ApiDeps) {
  app.openapi(dashboardRoute, async (c) => {
    const data = await dashboardStats(deps.database.db, deps.now());
    return c.json({ status: 'success' as const, data }, 200);
  });
}
