import { defineEndpoints } from '../api/contract';
import { Success } from '../api/replies';
import { IdParam } from '../query-params';
import { z } from '../zod';
import {
  AdminRole,
  AdminRoleCreate,
  AdminRoleUpdate,
  BUILT_IN_ROLE_LOCKED,
  PermissionArea,
  ROLE_ESCALATION,
  RoleDeleted,
} from './contracts';

const TAG = 'Admin · Roles';
const read = { tag: TAG, access: 'admin', permission: ['roles.manage', 'users.view'] } as const;
const manage = { tag: TAG, access: 'admin', permission: 'roles.manage' } as const;

/** Roles and their permissions. */
export const adminRoleEndpoints = defineEndpoints({
  'GET /admin/permissions': {
    ...read,
    operationId: 'listAdminPermissions',
    summary: 'Permisos por área',
    description: 'Todos los permisos del back-office agrupados por área (Panel, Usuarios, Catálogo…), cada uno con lo que permite, en el orden de la pantalla de roles.',
    reply: Success(z.array(PermissionArea)),
  },
  'GET /admin/roles': {
    ...read,
    operationId: 'listAdminRoles',
    summary: 'Roles',
    description: 'Todos los roles: primero los cuatro integrados, después los propios por nombre; cada uno con sus permisos y cuántos usuarios lo tienen.',
    reply: Success(z.array(AdminRole)),
  },
  'POST /admin/roles': {
    ...manage,
    operationId: 'createAdminRole',
    summary: 'Crea un rol',
    description: `Un rol propio con nombre (de 2 a 50 caracteres, único sin distinguir mayúsculas y distinto de los integrados), descripción y permisos. Un permiso desconocido es un 422; dar un permiso que quien llama no tiene es un 403: «${ROLE_ESCALATION}»`,
    body: AdminRoleCreate,
    status: 201,
    reply: Success(AdminRole),
  },
  'GET /admin/roles/{id}': {
    ...read,
    operationId: 'getAdminRole',
    summary: 'Un rol',
    description: 'El rol con sus permisos y cuántos usuarios lo tienen.',
    params: IdParam,
    reply: Success(AdminRole),
    errors: [404],
  },
  'PUT /admin/roles/{id}': {
    ...manage,
    operationId: 'updateAdminRole',
    summary: 'Edita un rol',
    description: `Cambia el nombre, la descripción, los permisos (la lista enviada sustituye a la anterior) o si exige segundo factor. De un rol integrado solo cambia si exige segundo factor; lo demás es un 409: «${BUILT_IN_ROLE_LOCKED}». Añadir un permiso que quien llama no tiene, un 403.`,
    params: IdParam,
    body: AdminRoleUpdate,
    reply: Success(AdminRole),
    errors: [404, 409],
  },
  'DELETE /admin/roles/{id}': {
    ...manage,
    operationId: 'deleteAdminRole',
    summary: 'Borra un rol sin usuarios',
    description: 'Borra un rol propio que nadie tiene. Mientras lo tenga algún usuario es un 409 que dice cuántos; los integrados no se borran (409).',
    params: IdParam,
    reply: Success(RoleDeleted),
    errors: [404, 409],
  },
});
