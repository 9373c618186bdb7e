import { defineEndpoints } from '../api/contract';
import { Success } from '../api/replies';
import { AuditListQuery, AuditPage } from './contracts';

/** The audit log. */
export const auditEndpoints = defineEndpoints({
  'GET /admin/audit': {
    operationId: 'listAuditLog',
    tag: 'Admin · Auditoría',
    access: 'admin',
    permission: 'audit.view',
    summary: 'Registro de auditoría, paginado',
    description:
      'Cada cambio hecho desde el back-office: quién, cuándo, sobre qué entidad, la acción y el antes y el después de cada campo cambiado. Los más recientes primero; se filtra por persona (actor_id), tipo e id de entidad, acción, fechas (from y to, días completos en hora de Madrid; from no puede ser posterior a to) y texto del nombre de la entidad. Trae también las personas, los tipos de entidad y las acciones presentes en el registro, para los filtros.',
    query: AuditListQuery,
    reply: Success(AuditPage),
  },
});
