import type { AuthUser } from '@common/auth/contracts';
import type { AdminUserDetail, AdminUserPage, AdminUserRow } from '@common/users/contracts';
import { renderScreen, toastsShown, type CatalogScreen } from '../catalog/test-routes';

/** A users route module, as the tests need it. */
export type UsersScreen = CatalogScreen;
export { toastsShown };

/** Renders a users route module at `path` as the router runs it, for the given signed-in person. */
export function renderUsersScreen(screen: UsersScreen, pattern: string, path: string, me: AuthUser) {
  return renderScreen(screen, pattern, path, me);
}

/** The signed-in staff member: roles with the permissions the server would send. */
export function staffUser(roles: { name: string; permissions: string[] }[], id = 1): AuthUser {
  return {
    id,
    name: 'Lucía Martín Pardo',
    email: 'lucia@tiendadiverso.es',
    phone: null,
    profile_photo_path: null,
    profile_photo_url: null,
    roles: roles.map((role, index) => ({ id: index + 1, ...role })),
    permissions: [],
    created_at: '2024-03-01T10:00:00.000Z',
    second_factor: { required: false, enabled: false },
  };
}

export const ADMIN_ME = staffUser([{ name: 'admin', permissions: ['users.view', 'users.manage'] }]);
export const VIEWER_ME = staffUser([{ name: 'soporte', permissions: ['users.view'] }]);

export const ROLE_FACETS: AdminUserPage['role_facets'] = [
  { name: 'super-admin', description: 'Acceso total, incluidos roles y permisos', built_in: true, count: 1 },
  { name: 'admin', description: 'Administra la tienda', built_in: true, count: 2 },
  { name: 'editor', description: 'Edita el catálogo y los banners', built_in: true, count: 3 },
  { name: 'user', description: 'Cliente de la tienda', built_in: true, count: 40 },
];

export function userRow(overrides: Partial<AdminUserRow> = {}): AdminUserRow {
  return {
    id: 7,
    name: 'Marta Ruiz Soler',
    email: 'marta@example.com',
    phone: '+34 611 222 333',
    profile_photo_url: null,
    roles: ['user'],
    status: 'active',
    created_at: '2025-01-10T09:00:00.000Z',
    last_login_at: '2025-03-02T18:30:00.000Z',
    deactivated_at: null,
    ...overrides,
  };
}

export function userPage(rows: AdminUserRow[], overrides: Partial<AdminUserPage> = {}): AdminUserPage {
  return {
    data: rows,
    current_page: 1,
    last_page: 1,
    per_page: 20,
    total: rows.length,
    from: rows.length ? 1 : null,
    to: rows.length ? rows.length : null,
    role_facets: ROLE_FACETS,
    ...overrides,
  };
}

const ASSIGNABLE = ROLE_FACETS.map((facet, index) => ({ id: index + 1, name: facet.name, description: facet.description, built_in: true }));

export function userDetail(overrides: Partial<AdminUserDetail> = {}): AdminUserDetail {
  return {
    id: 7,
    name: 'Marta Ruiz Soler',
    email: 'marta@example.com',
    phone: '+34 611 222 333',
    profile_photo_url: null,
    status: 'active',
    created_at: '2025-01-10T09:00:00.000Z',
    updated_at: '2025-01-10T09:00:00.000Z',
    last_login_at: '2025-03-02T18:30:00.000Z',
    deactivated_at: null,
    second_factor: { required: false, totp: false, passkeys: 0, recovery_codes_remaining: 0 },
    roles: [ASSIGNABLE[3]!],
    permissions: [],
    sessions: [
      {
        id: 31,
        device: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
        ip_address: '83.45.10.2',
        created_at: '2025-03-01T10:00:00.000Z',
        last_used_at: '2025-03-02T18:30:00.000Z',
        expires_at: '2025-03-31T10:00:00.000Z',
        sign_in_method: 'password',
        second_factor: null,
      },
    ],
    addresses: [
      {
        id: 3,
        label: 'Casa',
        recipient_name: 'Marta Ruiz Soler',
        street: 'Calle de Atocha 27, 3º B',
        postal_code: '28012',
        city: 'Madrid',
        province: 'Madrid',
        phone: '611222333',
        is_default: true,
        created_at: '2025-01-10T09:00:00.000Z',
      },
    ],
    assignable_roles: ASSIGNABLE,
    ...overrides,
  };
}

export const success = (data: unknown) => ({ body: { status: 'success', data } });
