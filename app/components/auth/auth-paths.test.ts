import { describe, expect, it } from 'vitest';
import { loginPathFrom, pathAfterSignOut, safeRedirectPath } from './auth-paths';
import { dashboardPathFor, pathAfterSignIn } from './sign-in-destination';

const withRoles = (...names: string[]) => ({ roles: names.map((name) => ({ name })) });

describe('where auth sends people (spec §4)', () => {
  it('after register or login: super-admin and admin to the admin dashboard, everyone else to guest.home', () => {
    expect(pathAfterSignIn(withRoles('super-admin'))).toBe('/admin/dashboard');
    expect(pathAfterSignIn(withRoles('admin'))).toBe('/admin/dashboard');
    expect(pathAfterSignIn(withRoles('editor'))).toBe('/');
    expect(pathAfterSignIn(withRoles('user'))).toBe('/');
    expect(pathAfterSignIn({ roles: ['admin'] })).toBe('/admin/dashboard');
  });

  it('signed in on a guest-only route: admin dashboard for administrators, else the user dashboard', () => {
    expect(dashboardPathFor(withRoles('admin'))).toBe('/admin/dashboard');
    expect(dashboardPathFor(withRoles('user'))).toBe('/user/dashboard');
    expect(dashboardPathFor(null)).toBe('/user/dashboard');
  });

  it('after sign-out: guest.home, or login when leaving the admin area', () => {
    expect(pathAfterSignOut('/user/profile')).toBe('/');
    expect(pathAfterSignOut('/')).toBe('/');
    expect(pathAfterSignOut('/admin')).toBe('/login');
    expect(pathAfterSignOut('/admin/products')).toBe('/login');
    expect(pathAfterSignOut('/administrators-club')).toBe('/');
  });
});

describe('safeRedirectPath', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeRedirectPath('/user/profile')).toBe('/user/profile');
    expect(safeRedirectPath('/store?search=lino#top')).toBe('/store?search=lino#top');
  });

  it.each([
    ['https://evil.example/'],
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['user/profile'],
    ['/\t/evil.example'],
    [''],
    [null],
  ])('refuses %s', (value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });

  it('never sends back to the sign-in screens themselves', () => {
    expect(safeRedirectPath('/login')).toBeNull();
    expect(safeRedirectPath('/register?x=1')).toBeNull();
  });

  it('the login address remembers where the guest wanted to go, except home', () => {
    expect(loginPathFrom({ pathname: '/user/orders', search: '?page=2' })).toBe('/login?redirect=%2Fuser%2Forders%3Fpage%3D2');
    expect(loginPathFrom({ pathname: '/' })).toBe('/login');
  });
});
