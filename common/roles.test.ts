import { describe, expect, it } from 'vitest';
import { hasAnyRole, hasPermission, hasRole, isAdministrator, roleLabel } from './roles';

describe('role checks of spec §6', () => {
  it('reads roles given as names or as objects', () => {
    expect(hasRole({ roles: ['editor'] }, 'editor')).toBe(true);
    expect(hasRole({ roles: [{ name: 'admin' }] }, 'admin')).toBe(true);
    expect(hasRole({ roles: [{ name: 'admin' }] }, 'editor')).toBe(false);
    expect(hasRole(null, 'user')).toBe(false);
  });

  it('has any of a list of roles', () => {
    expect(hasAnyRole({ roles: ['user', 'editor'] }, ['admin', 'editor'])).toBe(true);
    expect(hasAnyRole({ roles: ['user'] }, ['admin', 'editor'])).toBe(false);
    expect(hasAnyRole({ roles: [] }, [])).toBe(false);
  });

  it('checks direct permissions first, then the permissions inside each role', () => {
    expect(hasPermission({ permissions: ['banners.manage'], roles: [] }, 'banners.manage')).toBe(true);
    expect(hasPermission({ permissions: [{ name: 'users.view' }] }, 'users.view')).toBe(true);
    const editor = { permissions: [], roles: [{ name: 'editor', permissions: ['products.manage'] }] };
    expect(hasPermission(editor, 'products.manage')).toBe(true);
    expect(hasPermission(editor, 'roles.manage')).toBe(false);
    expect(hasPermission({ roles: ['admin'] }, 'products.manage')).toBe(false);
  });

  it('counts only super-admin and admin as administrators', () => {
    expect(isAdministrator({ roles: ['super-admin'] })).toBe(true);
    expect(isAdministrator({ roles: [{ name: 'admin' }] })).toBe(true);
    expect(isAdministrator({ roles: ['editor'] })).toBe(false);
    expect(isAdministrator({ roles: ['user'] })).toBe(false);
    expect(isAdministrator(undefined)).toBe(false);
  });

  it('labels the highest role in the order Super Admin, Administrador, Editor, Usuario', () => {
    expect(roleLabel({ roles: ['user', 'editor', 'super-admin'] })).toBe('Super Admin');
    expect(roleLabel({ roles: ['editor', 'admin'] })).toBe('Administrador');
    expect(roleLabel({ roles: ['user', 'editor'] })).toBe('Editor');
    expect(roleLabel({ roles: ['user'] })).toBe('Usuario');
    expect(roleLabel({ roles: [] })).toBe('Usuario');
  });
});

describe('back-office permissions', () => {
  it('lets staff in: administrators by role, anyone else by a back-office permission', async () => {
    const { isStaff } = await import('./roles');
    expect(isStaff({ roles: ['admin'] })).toBe(true);
    expect(isStaff({ roles: [{ name: 'catálogo', permissions: ['products.manage'] }] })).toBe(true);
    expect(isStaff({ roles: [], permissions: ['audit.view'] })).toBe(true);
    expect(isStaff({ roles: [{ name: 'user', permissions: [] }] })).toBe(false);
    expect(isStaff({ roles: [], permissions: ['no.such'] })).toBe(false);
    expect(isStaff(null)).toBe(false);
  });

  it('gives the built-in roles known permissions only, super-admin all of them', async () => {
    const { PERMISSION_NAMES, ROLE_PERMISSIONS, isPermissionName } = await import('./roles');
    expect(ROLE_PERMISSIONS['super-admin']).toEqual(PERMISSION_NAMES);
    expect(ROLE_PERMISSIONS.admin).not.toContain('roles.manage');
    expect(ROLE_PERMISSIONS.user).toEqual([]);
    for (const names of Object.values(ROLE_PERMISSIONS)) expect(names.every(isPermissionName)).toBe(true);
    expect(new Set(PERMISSION_NAMES).size).toBe(PERMISSION_NAMES.length);
  });
});
