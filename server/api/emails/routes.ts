import { success } from '../../../common/api/replies';
import { adminEmailEndpoints } from '../../../common/emails/endpoints';
import type { ApiApp, ApiDeps } from '../context';
import { serve } from '../route-kit';
import { getEmail, listEmails } from './emails-service';

/** The store's e-mails for staff (/admin/emails). */
export function registerAdminEmailRoutes(app: ApiApp, deps: ApiDeps): void {
  serve(app, deps, adminEmailEndpoints['GET /admin/emails'], async ({ query }) => success(await listEmails(deps.database.db, query)));
  serve(app, deps, adminEmailEndpoints['GET /admin/emails/{id}'], async ({ params }) => success(await getEmail(deps.database.db, params.id)));
}
