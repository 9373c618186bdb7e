import { Address, ProfileUpdateBody, Session } from '../account/contracts';
import { Page } from '../api/replies';
import { unknownField } from '../api/unknown-field';
import { NewPassword } from '../auth/contracts';
import { queryEnum, queryId, queryInt, queryText, strictQuery } from '../query-params';
import { z } from '../zod';

/** The state of an account in the back-office: a deactivated one cannot sign in and has no live session. */
export const USER_STATUSES = ['active', 'deactivated'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const USER_SORTS = ['name', 'email', 'created_at', 'last_login_at'] as const;
export type UserSort = (typeof USER_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;

export const MAX_USERS_PER_PAGE = 100;

export const AdminUserListQuery = strictQuery({
  search: queryText('search', 100).optional(),
  role: queryText('role', 50).optional(),
  status: queryEnum('status', USER_STATUSES, 'Estado no válido: active o deactivated.').optional(),
  sort: queryEnum('sort', USER_SORTS, 'Orden no válido: name, email, created_at o last_login_at.').default('created_at'),
  direction: queryEnum('direction', SORT_DIRECTIONS, 'Dirección no válida: asc o desc.').optional(),
  page: queryInt('page', 1, 100_000, 'page es demasiado alta.').default(1),
  per_page: queryInt('per_page', 1, MAX_USERS_PER_PAGE).default(20),
});
export type AdminUserListQuery = z.infer<typeof AdminUserListQuery>;

export const AdminUserRow = z
  .object({
    id: z.int(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    profile_photo_url: z.string().nullable(),
    roles: z.array(z.string()).meta({ description: 'Nombres de sus roles, por orden alfabético.' }),
    status: z.enum(USER_STATUSES),
    created_at: z.string(),
    last_login_at: z.string().nullable(),
    deactivated_at: z.string().nullable(),
  })
  .meta({ id: 'AdminUserRow', description: 'Una persona en la lista de usuarios del back-office.' });
export type AdminUserRow = z.infer<typeof AdminUserRow>;

export const RoleFacet = z
  .object({
    name: z.string(),
    description: z.string().nullable(),
    built_in: z.boolean(),
    count: z.int().min(0).meta({ description: 'Cuántas cuentas tienen el rol (sin contar los demás filtros).' }),
  })
  .meta({ id: 'RoleFacet', description: 'Un rol con su número de cuentas: el filtro por rol y las casillas del alta lo ofrecen.' });
export type RoleFacet = z.infer<typeof RoleFacet>;

export const AdminUserPage = Page(AdminUserRow)
  .extend({
    role_facets: z.array(RoleFacet).meta({ description: 'Todos los roles con su número de cuentas, para ofrecer el filtro por rol sin otra llamada.' }),
  })
  .meta({ id: 'AdminUserPage' });
export type AdminUserPage = z.infer<typeof AdminUserPage>;

export const AdminUserRole = z
  .object({
    id: z.int(),
    name: z.string(),
    description: z.string().nullable(),
    built_in: z.boolean().meta({ description: 'Uno de los cuatro roles de la spec (§6): no se edita ni se borra.' }),
  })
  .meta({ id: 'AdminUserRole' });
export type AdminUserRole = z.infer<typeof AdminUserRole>;

/** A session as the person's own security page shows it, without 'this is you' (staff look from outside). */
export const AdminUserSession = Session.omit({ is_current: true }).meta({
  id: 'AdminUserSession',
  description: 'Una sesión abierta de la cuenta (nunca su token).',
});
export type AdminUserSession = z.infer<typeof AdminUserSession>;

export const AdminUserDetail = z
  .object({
    id: z.int(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    profile_photo_url: z.string().nullable(),
    status: z.enum(USER_STATUSES),
    created_at: z.string(),
    updated_at: z.string(),
    last_login_at: z.string().nullable(),
    deactivated_at: z.string().nullable(),
    roles: z.array(AdminUserRole),
    permissions: z.array(z.string()).meta({ description: 'Permisos dados directamente a la cuenta (además de los de sus roles).' }),
    sessions: z.array(AdminUserSession).meta({ description: 'Sesiones vivas, la usada más recientemente primero.' }),
    addresses: z.array(Address),
    assignable_roles: z.array(AdminUserRole).meta({ description: 'Todos los roles que se pueden dar, con su descripción.' }),
    second_factor: z
      .object({
        required: z.boolean().meta({ description: 'Un rol suyo (o un permiso directo) exige segundo factor.' }),
        totp: z.boolean().meta({ description: 'Tiene una app de autenticación activa.' }),
        passkeys: z.int().min(0).meta({ description: 'Cuántas llaves de acceso tiene.' }),
        recovery_codes_remaining: z.int().min(0).meta({ description: 'Códigos de recuperación sin usar.' }),
      })
      .meta({ id: 'AdminUserSecondFactor', description: 'Su verificación en dos pasos (nunca sus secretos).' }),
  })
  .meta({
    id: 'AdminUserDetail',
    description: 'La ficha de una persona: perfil, roles, permisos directos, sesiones y direcciones. Sus pedidos se añadirán con el issue del checkout.',
  });
export type AdminUserDetail = z.infer<typeof AdminUserDetail>;

const roleList = z
  .array(z.string({ error: 'Cada rol debe ser un texto.' }).trim().min(1, 'El nombre del rol no puede estar vacío.').max(50, 'Rol no válido.'), {
    error: 'Indica los roles como una lista de nombres.',
  })
  .max(50, 'Demasiados roles.');

/** The profile fields an administrator edits: those of the person's own profile form, without its password check. */
const profileFields = ProfileUpdateBody.pick({ name: true, email: true, phone: true }).shape;

export const AdminUserUpdateBody = z
  .object(profileFields)
  .catchall(unknownField)
  .meta({ id: 'AdminUserUpdateBody', description: 'Nombre, email (único) y teléfono (sin él, se vacía).' });
export type AdminUserUpdateBody = z.input<typeof AdminUserUpdateBody>;

export const AdminUserCreateBody = z
  .object({
    ...profileFields,
    password: NewPassword,
    roles: roleList.min(1, 'Elige al menos un rol.'),
  })
  .catchall(unknownField)
  .meta({ id: 'AdminUserCreateBody', description: 'Una cuenta de staff: nombre, email (único), teléfono opcional, contraseña (las mismas reglas que el registro) y sus roles.' });
export type AdminUserCreateBody = z.input<typeof AdminUserCreateBody>;

export const AdminUserRolesBody = z
  .object({ roles: roleList })
  .catchall(unknownField)
  .meta({ id: 'AdminUserRolesBody', description: 'La lista completa de roles de la cuenta, por nombre (sustituye a la actual).' });
export type AdminUserRolesBody = z.input<typeof AdminUserRolesBody>;

/** `/admin/users/{id}/sessions/{sessionId}`. */
export const AdminUserSessionParams = z.object({ id: queryId('id'), sessionId: queryId('sessionId') });

export const USER_STATUS_LABELS: Record<UserStatus, string> = { active: 'Activa', deactivated: 'Desactivada' };
