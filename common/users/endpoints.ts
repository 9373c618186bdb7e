import { defineEndpoints } from '../api/contract';
import { Message, Success } from '../api/replies';
import { IdParam } from '../query-params';
import {
  AdminUserCreateBody,
  AdminUserDetail,
  AdminUserListQuery,
  AdminUserPage,
  AdminUserRolesBody,
  AdminUserSessionParams,
  AdminUserUpdateBody,
} from './contracts';

const TAG = 'Admin · Usuarios';

const SUPER_ADMIN_RULE =
  'Solo un super-admin da o quita el rol super-admin y edita, desactiva o cierra sesiones de una cuenta super-admin (403 si no).';

/** Users of the back-office: list, detail, edit, roles, staff accounts, deactivation. */
export const adminUserEndpoints = defineEndpoints({
  'GET /admin/users': {
    operationId: 'listAdminUsers',
    tag: TAG,
    access: 'admin',
    permission: 'users.view',
    summary: 'Usuarios, paginados',
    description:
      'Todas las cuentas (clientas y staff), buscables por nombre o email (sin distinguir mayúsculas ni acentos), filtrables por rol y estado y ordenables por nombre, email, alta o último acceso. La respuesta trae además cada rol con su número de cuentas.',
    query: AdminUserListQuery,
    reply: Success(AdminUserPage),
  },
  'POST /admin/users': {
    operationId: 'createAdminUser',
    tag: TAG,
    access: 'admin',
    permission: 'users.manage',
    summary: 'Crea una cuenta de staff',
    description: `Crea la cuenta con sus roles. Un email ya usado o un rol que no existe son un 422. ${SUPER_ADMIN_RULE}`,
    body: AdminUserCreateBody,
    status: 201,
    reply: Success(AdminUserDetail),
  },
  'GET /admin/users/{id}': {
    operationId: 'getAdminUser',
    tag: TAG,
    access: 'admin',
    permission: 'users.view',
    summary: 'La ficha de un usuario',
    description: 'Perfil, roles, permisos directos, sesiones abiertas, direcciones y los roles que se le pueden dar.',
    params: IdParam,
    reply: Success(AdminUserDetail),
    errors: [404],
  },
  'PUT /admin/users/{id}': {
    operationId: 'updateAdminUser',
    tag: TAG,
    access: 'admin',
    permission: 'users.manage',
    summary: 'Edita nombre, email y teléfono',
    description: `Un email ya usado por otra cuenta es un 422. ${SUPER_ADMIN_RULE}`,
    params: IdParam,
    body: AdminUserUpdateBody,
    reply: Success(AdminUserDetail),
    errors: [404],
  },
  'PUT /admin/users/{id}/roles': {
    operationId: 'setAdminUserRoles',
    tag: TAG,
    access: 'admin',
    permission: 'users.manage',
    summary: 'Cambia los roles de un usuario',
    description: `Sustituye los roles por la lista enviada; un rol que no existe es un 422 en su posición. El último super-admin activo no pierde el rol, y nadie se quita su último rol de staff (409). ${SUPER_ADMIN_RULE}`,
    params: IdParam,
    body: AdminUserRolesBody,
    reply: Success(AdminUserDetail),
    errors: [404, 409],
  },
  'POST /admin/users/{id}/deactivate': {
    operationId: 'deactivateAdminUser',
    tag: TAG,
    access: 'admin',
    permission: 'users.manage',
    summary: 'Desactiva una cuenta',
    description: `La cuenta deja de poder entrar y todas sus sesiones se cierran a la vez: su siguiente petición es un 401. Nadie se desactiva a sí mismo y el último super-admin activo no se desactiva (409). ${SUPER_ADMIN_RULE}`,
    params: IdParam,
    reply: Success(AdminUserDetail),
    errors: [404, 409],
  },
  'POST /admin/users/{id}/reactivate': {
    operationId: 'reactivateAdminUser',
    tag: TAG,
    access: 'admin',
    permission: 'users.manage',
    summary: 'Reactiva una cuenta',
    description: `La cuenta vuelve a poder entrar (sus sesiones cerradas siguen cerradas). Una cuenta activa es un 409. ${SUPER_ADMIN_RULE}`,
    params: IdParam,
    reply: Success(AdminUserDetail),
    errors: [404, 409],
  },
  'DELETE /admin/users/{id}/sessions/{sessionId}': {
    operationId: 'revokeAdminUserSession',
    tag: TAG,
    access: 'admin',
    permission: 'users.manage',
    summary: 'Cierra una sesión de un usuario',
    description: `Revoca esa sesión: su siguiente petición es un 401. Una sesión que no es de esa cuenta o ya está cerrada es un 404. ${SUPER_ADMIN_RULE}`,
    params: AdminUserSessionParams,
    reply: Success(Message),
    errors: [404],
  },
});
