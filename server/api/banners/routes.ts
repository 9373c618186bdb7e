import { success } from '../../../common/api/replies';
import { bannerEndpoints } from '../../../common/banners/endpoints';
import type { ApiApp, ApiDeps } from '../context';
import { serve } from '../route-kit';
import { listActiveAdBanners, recordClick, recordImpression } from './service';

export function registerBannerRoutes(app: ApiApp, deps: ApiDeps) {
  const db = deps.database.db;

  serve(app, deps, bannerEndpoints['GET /ad-banners/activos'], async ({ query }, c) =>
    success(await listActiveAdBanners(db, query.ruta, deps.now(), new URL(c.req.url).origin)));

  serve(app, deps, bannerEndpoints['POST /ad-banners/{id}/impresion'], async ({ params }) => success({ id: params.id, total: await recordImpression(db, params.id) }));

  serve(app, deps, bannerEndpoints['POST /ad-banners/{id}/clic'], async ({ params }) => success({ id: params.id, total: await recordClick(db, params.id) }));
}
