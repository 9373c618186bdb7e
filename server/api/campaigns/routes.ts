import { success } from '../../../common/api/replies';
import { campaignEndpoints } from '../../../common/campaigns/endpoints';
import { auditActor } from '../audit/record-audit';
import type { ApiApp, ApiDeps } from '../context';
import { serve } from '../route-kit';
import {
  cancelAdminCampaign,
  createAdminCampaign,
  deleteAdminCampaign,
  findCampaign,
  listAdminCampaigns,
  presentOne,
  previewCampaign,
  updateAdminCampaign,
} from './admin-service';
import { publicCampaign } from './public-service';

/** Campaigns in the back-office, and each one's public page. */
export function registerCampaignRoutes(app: ApiApp, deps: ApiDeps): void {
  const db = deps.database.db;
  const endpoint = campaignEndpoints;

  serve(app, deps, endpoint['GET /admin/campaigns'], async ({ query }) => success(await listAdminCampaigns(db, query, deps.now())));

  serve(app, deps, endpoint['POST /admin/campaigns'], async ({ body }, c) => {
    const now = deps.now();
    return success(await presentOne(db, await createAdminCampaign(db, auditActor(c, deps), body, now), now));
  });

  serve(app, deps, endpoint['POST /admin/campaigns/preview'], async ({ body, query }) => success(await previewCampaign(db, body, deps.now(), query.campaign_id ?? null)));

  serve(app, deps, endpoint['GET /admin/campaigns/{id}'], async ({ params }) => success(await presentOne(db, await findCampaign(db, params.id), deps.now())));

  serve(app, deps, endpoint['PATCH /admin/campaigns/{id}'], async ({ params, body }, c) => {
    const now = deps.now();
    return success(await presentOne(db, await updateAdminCampaign(db, auditActor(c, deps), params.id, body, now), now));
  });

  serve(app, deps, endpoint['POST /admin/campaigns/{id}/cancel'], async ({ params }, c) => {
    const now = deps.now();
    return success(await presentOne(db, await cancelAdminCampaign(db, auditActor(c, deps), params.id, now), now));
  });

  serve(app, deps, endpoint['DELETE /admin/campaigns/{id}'], async ({ params }, c) => {
    await deleteAdminCampaign(db, auditActor(c, deps), params.id, deps.now());
    return success({ message: 'Campaña eliminada.' });
  });

  serve(app, deps, endpoint['GET /campaigns/{slug}'], async ({ params, query }) => success(await publicCampaign(db, params.slug, query.page, query.per_page, deps.now())));
}
