import { unknownField } from '../api/unknown-field';
import { isPermissionName, PERMISSION_NAMES } from '../roles';
import { z } from '../zod';

/** Roles and permissions in the back-office (spec §3, §6): the role form, the replies, the messages. */

export const ROLE_NAME_MIN = 2;
export const ROLE_NAME_MAX = 50;
export const ROLE_DESCRIPTION_MAX = 255;

export const BUILT_IN_ROLE_LOCKED = 'Los roles integrados no se pueden modificar: solo puedes cambiar si exigen segundo factor.';
export const BUILT_IN_ROLE_UNDELETABLE = 'Los roles integrados no se pueden borrar.';
export const ROLE_NAME_TAKEN = 'Ya existe un rol con este nombre.';
export const ROLE_NAME_BUILT_IN = 'Ese nombre es de un rol integrado: elige otro.';
export const ROLE_ESCALATION = 'No puedes dar un permiso que tú no tienes.';

/** The 409 of DELETE while people hold the role. */
export function roleInUseMessage(users: number): string {
  return users === 1
    ? 'Este rol lo tiene 1 usuario: quítaselo antes de borrarlo.'
    : `Este rol lo tienen ${users} usuarios: quítaselo antes de borrarlo.`;
}

/** Letters (accents too), digits, spaces, dots, hyphens and underscores, starting with a letter or digit. */
export const ROLE_NAME_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u;

const name = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'El nombre es obligatorio.' : 'El nombre debe ser un texto.') })
  .trim()
  .min(1, { error: 'El nombre es obligatorio.', abort: true })
  .min(ROLE_NAME_MIN, `El nombre debe tener al menos ${ROLE_NAME_MIN} caracteres.`)
  .max(ROLE_NAME_MAX, `El nombre no puede superar ${ROLE_NAME_MAX} caracteres.`)
  // A refinement, not .regex(): the document writer publishes a regex with its flags (`…$/u`), and
  // \p{L} needs the u flag; the document gets the bare source, read with Unicode semantics as JSON Schema says.
  .refine((value) => ROLE_NAME_PATTERN.test(value), 'El nombre solo admite letras, números, espacios, puntos, guiones y guiones bajos.')
  .meta({ pattern: ROLE_NAME_PATTERN.source })
  .transform((value) => value.replace(/\s+/g, ' '))
  .meta({ description: `De ${ROLE_NAME_MIN} a ${ROLE_NAME_MAX} caracteres, único sin distinguir mayúsculas, distinto de los integrados.` });

const description = z
  .string({ error: 'La descripción debe ser un texto.' })
  .trim()
  .max(ROLE_DESCRIPTION_MAX, `La descripción no puede superar ${ROLE_DESCRIPTION_MAX} caracteres.`)
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

const UNKNOWN_PERMISSION = 'Permiso desconocido.';
const permissions = z
  .array(z.string({ error: UNKNOWN_PERMISSION }).refine(isPermissionName, UNKNOWN_PERMISSION), {
    error: 'Indica los permisos como una lista de nombres.',
  })
  .max(PERMISSION_NAMES.length * 2, 'Demasiados permisos.')
  .transform((names) => [...new Set(names)].sort())
  .meta({ description: 'Los nombres de los permisos del rol (GET /admin/permissions); los repetidos cuentan una vez.' });

const requiresSecondFactor = z
  .boolean({ error: 'Indica sí o no.' })
  .meta({ description: 'Quien tenga el rol entra con segundo factor. Por defecto, sí si el rol mueve dinero o accesos (reembolsos, cancelaciones, facturas, configuración, usuarios o roles).' });

/** POST /api/admin/roles. */
export const AdminRoleCreate = z
  .object({ name, description, permissions: permissions.optional(), requires_second_factor: requiresSecondFactor.optional() })
  .catchall(unknownField)
  .meta({ id: 'AdminRoleCreate' });
export type AdminRoleCreate = z.input<typeof AdminRoleCreate>;

/** PUT /api/admin/roles/{id}: only the fields sent change. A built-in role takes only `requires_second_factor`. */
export const AdminRoleUpdate = z
  .object({ name: name.optional(), description, permissions: permissions.optional(), requires_second_factor: requiresSecondFactor.optional() })
  .catchall(unknownField)
  .meta({ id: 'AdminRoleUpdate' });
export type AdminRoleUpdate = z.input<typeof AdminRoleUpdate>;

export const AdminRole = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    built_in: z.boolean().meta({ description: 'Uno de los cuatro roles de la tienda: no se edita ni se borra.' }),
    permissions: z.array(z.string()).meta({ description: 'Nombres de sus permisos, en orden alfabético.' }),
    requires_second_factor: z.boolean().meta({ description: 'Quien lo tenga entra con segundo factor (app o llave de acceso); el back-office no responde a sus sesiones sin él.' }),
    users_count: z.number().int().min(0).meta({ description: 'Usuarios que lo tienen.' }),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminRole', description: 'Un rol con sus permisos y cuántos usuarios lo tienen.' });
export type AdminRole = z.infer<typeof AdminRole>;

export const PermissionArea = z
  .object({
    area: z.string().meta({ description: 'El área del back-office, como la agrupa la pantalla de roles.' }),
    permissions: z.array(
      z.object({ name: z.string(), description: z.string() }).meta({ id: 'PermissionInfo' }),
    ),
  })
  .meta({ id: 'PermissionArea', description: 'Los permisos de un área con lo que permite cada uno.' });
export type PermissionArea = z.infer<typeof PermissionArea>;

export const RoleDeleted = z.object({ message: z.string() }).meta({ id: 'RoleDeleted' });
