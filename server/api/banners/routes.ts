import { success } from '../../../common/api/replies';
import { bannerEndpoints } from '../../../common/banners/endpoints';
import type { ApiApp, ApiDeps } from '../context';
import { serve } from '../route-kit';
import { listActiveAdBanners, recordBannerVisit, visitorHash, type BannerVisitKind } from './service';

export function registerBannerRoutes(app: ApiApp, deps: ApiDeps) {
  const db = deps.database.db;

  serve(app, deps, bannerEndpoints['GET /ad-banners/activos'], async ({ query }, c) =>
    success(await listActiveAdBanners(db, query.ruta, deps.now(), new URL(c.req.url).origin)));

  const counter = (kind: BannerVisitKind) =>
    async ({ params }: { params: { id: number } }, c: Parameters<Parameters<typeof serve>[3]>[1]) => {
      const visitor = visitorHash(deps.clientIp(c), c.req.header('user-agent'));
      return success({ id: params.id, total: await recordBannerVisit(db, params.id, kind, visitor, deps.now()) });
    };

  serve(app, deps, bannerEndpoints['POST /ad-banners/{id}/impresion'], counter('impression'));
  serve(app, deps, bannerEndpoints['POST /ad-banners/{id}/clic'], counter('click'));
}
