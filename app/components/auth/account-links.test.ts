import { describe, expect, it } from 'vitest';
import { accountLinks, displayName, roleBadges } from './account-links';

const withRoles = (...names: string[]) => ({ roles: names.map((name) => ({ name })) });

describe('account links and badges (spec §2, §6)', () => {
  it('staff (administrators, editors, a custom role with back-office permissions): Admin Dashboard and Profile Settings', () => {
    const catalogue = { roles: [{ name: 'catálogo', permissions: ['products.view', 'products.manage'] }] };
    for (const user of [withRoles('super-admin'), withRoles('admin'), withRoles('editor'), catalogue]) {
      expect(accountLinks(user).map(({ label, to }) => [label, to])).toEqual([
        ['Admin Dashboard', '/admin/dashboard'],
        ['Profile Settings', '/admin/profile/settings'],
      ]);
    }
  });

  it('everyone else: Mi Dashboard and Mi Perfil', () => {
    const noBackOffice = { roles: [{ name: 'vip', permissions: [] }] };
    for (const user of [withRoles('user'), noBackOffice, withRoles()]) {
      expect(accountLinks(user).map(({ label, to }) => [label, to])).toEqual([
        ['Mi Dashboard', '/user/dashboard'],
        ['Mi Perfil', '/user/profile'],
      ]);
    }
  });

  it("one badge a role with the admin layout's labels; no roles reads 'Usuario'", () => {
    expect(roleBadges(withRoles('super-admin', 'admin', 'editor', 'user')).map((badge) => badge.label)).toEqual([
      'Super Admin',
      'Administrador',
      'Editor',
      'Usuario',
    ]);
    expect(roleBadges({ roles: ['admin', 'admin'] }).map((badge) => badge.label)).toEqual(['Administrador']);
    expect(roleBadges(withRoles()).map((badge) => badge.label)).toEqual(['Usuario']);
  });

  it("the name falls back to 'Usuario'", () => {
    expect(displayName({ name: 'Marta' })).toBe('Marta');
    expect(displayName({ name: '   ' })).toBe('Usuario');
    expect(displayName(null)).toBe('Usuario');
  });
});
