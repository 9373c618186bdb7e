import { success } from '../../../common/api/replies';
import { adminBannerEndpoints } from '../../../common/banners/admin-endpoints';
import { auditActor } from '../audit/record-audit';
import type { ApiApp, ApiDeps } from '../context';
import { serve } from '../route-kit';
import {
  createAdminAdBanner,
  deleteAdminAdBanner,
  duplicateAdminAdBanner,
  findAdBanner,
  listAdminAdBanners,
  presentAdminAdBanner,
  previewBannerHtml,
  storeAdBannerImage,
  updateAdminAdBanner,
} from './admin-service';

/** Ad banners in the back-office. */
export function registerBannerAdminRoutes(app: ApiApp, deps: ApiDeps): void {
  const db = deps.database.db;
  const endpoint = adminBannerEndpoints;
  const origin = (url: string) => new URL(url).origin;

  serve(app, deps, endpoint['GET /admin/ad-banners'], async ({ query }, c) =>
    success(await listAdminAdBanners(db, query, deps.now(), origin(c.req.url))));

  serve(app, deps, endpoint['POST /admin/ad-banners'], async ({ body }, c) => {
    const now = deps.now();
    const row = await createAdminAdBanner(db, auditActor(c, deps), body, now);
    return success(presentAdminAdBanner(row, now, origin(c.req.url)));
  });

  serve(app, deps, endpoint['POST /admin/ad-banners/preview'], async ({ body }) => success(previewBannerHtml(body.html_content)));

  serve(app, deps, endpoint['POST /admin/ad-banners/images'], async ({ files }, c) =>
    success(await storeAdBannerImage(db, deps.storage, auditActor(c, deps), files[0]!.data, origin(c.req.url))));

  serve(app, deps, endpoint['GET /admin/ad-banners/{id}'], async ({ params }, c) =>
    success(presentAdminAdBanner(await findAdBanner(db, params.id), deps.now(), origin(c.req.url))));

  serve(app, deps, endpoint['PUT /admin/ad-banners/{id}'], async ({ params, body }, c) => {
    const now = deps.now();
    const row = await updateAdminAdBanner(db, auditActor(c, deps), params.id, body, now);
    return success(presentAdminAdBanner(row, now, origin(c.req.url)));
  });

  serve(app, deps, endpoint['POST /admin/ad-banners/{id}/duplicate'], async ({ params }, c) => {
    const now = deps.now();
    const row = await duplicateAdminAdBanner(db, auditActor(c, deps), params.id, now);
    return success(presentAdminAdBanner(row, now, origin(c.req.url)));
  });

  serve(app, deps, endpoint['DELETE /admin/ad-banners/{id}'], async ({ params }, c) => {
    await deleteAdminAdBanner(db, deps.storage, auditActor(c, deps), params.id);
    return success({ message: 'Banner eliminado.' });
  });
}
