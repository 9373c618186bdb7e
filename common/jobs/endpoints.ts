import { defineEndpoints } from '../api/contract';
import { Success } from '../api/replies';
import { JobParams, JobsOverview, RetriedJob } from './contracts';

const TAG = 'Admin · Trabajos';

/** The background jobs' queue, for staff (/admin). */
export const adminJobEndpoints = defineEndpoints({
  'GET /admin/jobs': {
    operationId: 'getAdminJobs',
    tag: TAG,
    access: 'admin',
    permission: 'dashboard.view',
    summary: 'La salud de la cola de trabajos en segundo plano',
    description:
      'Por cada tipo de trabajo (envío de emails, caducidad de pagos, reembolsos, facturas, registros VERI*FACTU): cuántos esperan, cuántos se ejecutan, cuántos fallaron y desde cuándo espera el más antiguo; y los últimos trabajos fallidos con su error.',
    reply: Success(JobsOverview),
  },
  'POST /admin/jobs/{name}/{id}/retry': {
    operationId: 'retryAdminJob',
    tag: TAG,
    access: 'admin',
    permission: 'settings.manage',
    summary: 'Volver a intentar un trabajo fallido',
    description: 'Pone de nuevo en cola un trabajo que agotó sus reintentos. Un trabajo que no existe o que no está en fallo responde 404.',
    params: JobParams,
    reply: Success(RetriedJob),
    errors: [404],
  },
});
