import { createRoute, z } from '@hono/zod-openapi';
import { AdBannerActiveQuery, AdBannerIdParam, AdBannerPublic } from '../../../common/ad-banners';
import type { ApiApp, ApiDeps } from '../context';
import { ErrorReply, ValidationErrorReply } from '../schemas';
import { listActiveAdBanners, recordClick, recordImpression } from './service';

const activeRoute = createRoute({
  method: 'get',
  path: '/ad-banners/activos',
  tags: ['Banners'],
  summary: 'Banners activos para una ruta de página',
  request: { query: AdBannerActiveQuery },
  responses: {
    200: {
      description: 'Banners que se muestran en esa ruta, el primero con mayor prioridad',
      content: {
        'application/json': {
          schema: z.object({ status: z.literal('success'), data: z.array(AdBannerPublic) }),
        },
      },
    },
    422: { description: 'Ruta no válida', content: { 'application/json': { schema: ValidationErrorReply } } },
  },
});

function counterRoute(path: string, summary: string) {
  return createRoute({
    method: 'post',
    path,
    tags: ['Banners'],
    summary,
    request: { params: AdBannerIdParam },
    responses: {
      200: {
        description: 'Registrado',
        content: {
          'application/json': {
            schema: z.object({ status: z.literal('success'), data: z.object({ id: z.number(), total: z.number() }) }),
          },
        },
      },
      404: { description: 'Banner no encontrado', content: { 'application/json': { schema: ErrorReply } } },
      422: { description: 'Identificador no válido', content: { 'application/json': { schema: ValidationErrorReply } } },
    },
  });
}

export function registerBannerRoutes(app: ApiApp, deps: ApiDeps) {
  app.openapi(activeRoute, async (c) => {
    const { ruta } = c.req.valid('query');
    const origin = new URL(c.req.url).origin;
    const data = await listActiveAdBanners(deps.database.db, ruta, deps.now(), origin);
    return c.json({ status: 'success' as const, data }, 200);
  });

  app.openapi(counterRoute('/ad-banners/{id}/impresion', 'Registra una impresión'), async (c) => {
    const { id } = c.req.valid('param');
    const total = await recordImpression(deps.database.db, id);
    return c.json({ status: 'success' as const, data: { id, total } }, 200);
  });

  app.openapi(counterRoute('/ad-banners/{id}/clic', 'Registra un clic en el enlace'), async (c) => {
    const { id } = c.req.valid('param');
    const total = await recordClick(deps.database.db, id);
    return c.json({ status: 'success' as const, data: { id, total } }, 200);
  });
}
