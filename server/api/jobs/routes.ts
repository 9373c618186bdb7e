import { success } from '../../../common/api/replies';
import { adminJobEndpoints } from '../../../common/jobs/endpoints';
import type { ApiApp, ApiDeps } from '../context';
import { NotFoundError } from '../../errors';
import { serve } from '../route-kit';

/** The background jobs' queue for staff: its health and a failed job sent again (/admin). */
export function registerAdminJobRoutes(app: ApiApp, deps: ApiDeps): void {
  serve(app, deps, adminJobEndpoints['GET /admin/jobs'], async () => {
    const jobs = deps.jobs;
    if (!jobs) return success({ queues: [], failed: [], workers: false });
    const [queues, failed] = await Promise.all([jobs.health(), jobs.failed()]);
    return success({ queues, failed, workers: jobs.runsJobs });
  });
  serve(app, deps, adminJobEndpoints['POST /admin/jobs/{name}/{id}/retry'], async ({ params }) => {
    if (!(await deps.jobs?.retry(params.name, params.id))) throw new NotFoundError('No hay ningún trabajo fallido con ese identificador.');
    return success({ id: params.id, name: params.name });
  });
}
