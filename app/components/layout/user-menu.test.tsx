import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeaderAccount } from '~/components/auth/header-account';
import { makeUser, mockFetch, renderRoutes } from '~/components/auth/auth-test-utils';
import { RequireAdmin, RequireAuth } from '~/components/auth/require-auth';
import { resetAppearanceForTests } from '~/lib/appearance';
import { getAuthState, resetAuthForTests, startAuth } from '~/lib/auth';
import type { AuthUser } from '@common/auth/contracts';
import { MobileMenu } from './mobile-menu';
import { loadDeferredModulesForTests } from '~/components/ui/deferred';

// The menus, dialogs and panels load after hydration in the browser; here, before the first render.
beforeAll(loadDeferredModulesForTests);

async function signIn(user: AuthUser, logoutReply: Parameters<typeof mockFetch>[0][string] = { status: 200, body: { message: 'Logged out' } }) {
  window.localStorage.setItem('token', 'tok');
  window.localStorage.setItem('auth_token', 'tok');
  const mock = mockFetch({ 'GET /api/user': { status: 200, body: user }, 'POST /api/logout': logoutReply });
  await startAuth();
  return mock;
}

function renderHeaderAt(path: string, page = <p>Página</p>) {
  return renderRoutes(path, [
    {
      path,
      element: (
        <>
          <HeaderAccount />
          <MobileMenu />
          {page}
        </>
      ),
    },
  ]);
}

async function openUserMenu(name: string | RegExp) {
  const trigger = screen.getByRole('button', { name });
  fireEvent.keyDown(trigger, { key: 'Enter' });
  return screen.findByRole('menu');
}

beforeEach(() => {
  resetAuthForTests();
  resetAppearanceForTests();
});
afterEach(() => vi.unstubAllGlobals());

describe('Header account corner', () => {
  it('holds a neutral placeholder on the server, never the guest buttons or a user', () => {
    const router = createMemoryRouter([{ path: '*', element: <HeaderAccount /> }]);
    const html = renderToString(<RouterProvider router={router} />);
    expect(html).toContain('data-auth-placeholder');
    expect(html).not.toContain('Registro');
    expect(html).not.toContain('Loguear');
  });

  it("shows 'Registro' and 'Loguear' to guests", async () => {
    await startAuth();
    renderHeaderAt('/');
    expect(screen.getByRole('link', { name: 'Registro' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Loguear' })).toBeTruthy();
  });
});

describe('Signed-in user menu', () => {
  it('shows the avatar placeholder and the name; the menu holds name, email, role badge, theme choice and the customer links', async () => {
    const user = makeUser(['user'], { name: 'Marta Ruiz', email: 'marta@example.com' });
    await signIn(user);
    renderHeaderAt('/');
    expect(screen.queryByRole('link', { name: 'Registro' })).toBeNull();
    const menu = await openUserMenu(/Marta Ruiz/);
    expect(within(menu).getByText('marta@example.com')).toBeTruthy();
    expect(within(menu).getByText('Usuario')).toBeTruthy();
    expect(within(menu).getByRole('menuitemradio', { name: /ruediverso/ }).getAttribute('aria-checked')).toBe('true');
    expect(within(menu).getByRole('menuitem', { name: 'Mi Dashboard' }).getAttribute('href')).toBe('/user/dashboard');
    expect(within(menu).getByRole('menuitem', { name: 'Mi Perfil' }).getAttribute('href')).toBe('/user/profile');
    expect(within(menu).queryByRole('menuitem', { name: 'Admin Dashboard' })).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeTruthy();
  });

  it('the theme choice in the menu switches the brand theme', async () => {
    await signIn(makeUser(['user'], { name: 'Marta Ruiz' }));
    renderHeaderAt('/');
    const menu = await openUserMenu(/Marta Ruiz/);
    fireEvent.click(within(menu).getByRole('menuitemradio', { name: /divergente/ }));
    expect(document.documentElement.dataset.theme).toBe('divergente');
  });

  it("administrators get 'Admin Dashboard' and 'Profile Settings' and their role badges", async () => {
    await signIn(makeUser(['super-admin', 'admin'], { name: 'Ana Admin' }));
    renderHeaderAt('/');
    const menu = await openUserMenu(/Ana Admin/);
    expect(within(menu).getByRole('menuitem', { name: 'Admin Dashboard' }).getAttribute('href')).toBe('/admin/dashboard');
    expect(within(menu).getByRole('menuitem', { name: 'Profile Settings' }).getAttribute('href')).toBe('/admin/profile/settings');
    expect(within(menu).queryByRole('menuitem', { name: 'Mi Dashboard' })).toBeNull();
    expect(within(menu).getByText('Super Admin')).toBeTruthy();
    expect(within(menu).getByText('Administrador')).toBeTruthy();
  });

  it("falls back to 'Usuario' without a name, and shows the profile photo when there is one", async () => {
    await signIn(makeUser(['editor'], { name: '  ', profile_photo_url: '/storage/avatars/1.webp' }));
    const { container } = renderHeaderAt('/');
    const trigger = screen.getByRole('button', { name: /^Usuario/ });
    expect(trigger.querySelector('img')?.getAttribute('src')).toBe('/storage/avatars/1.webp');
    const menu = await openUserMenu(/^Usuario/);
    expect(within(menu).getByText('Editor')).toBeTruthy();
    expect(container).toBeTruthy();
  });

  it('Sign out calls /api/logout, clears both keys and goes to guest.home', async () => {
    const { calls } = await signIn(makeUser(['user'], { name: 'Marta Ruiz' }));
    const { router } = renderHeaderAt('/user/dashboard', <RequireAuth><p>Panel</p></RequireAuth>);
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));
    const menu = await openUserMenu(/Marta Ruiz/);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    expect((await screen.findByTestId('where')).textContent).toBe('Home /');
    // The page being left does not bounce the user to /login on the way.
    expect(visited).not.toContain('/login');
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/logout' && call.authorization === 'Bearer tok')).toBe(true);
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('auth_token')).toBeNull();
    expect(getAuthState().status).toBe('unauthenticated');
  });

  it('Sign out still ends the session when the server fails, and from an admin page goes to /login', async () => {
    const { calls } = await signIn(makeUser(['admin'], { name: 'Ana Admin' }), { status: 500, body: { message: 'boom' } });
    renderHeaderAt('/admin/dashboard', <RequireAdmin><p>Admin</p></RequireAdmin>);
    const menu = await openUserMenu(/Ana Admin/);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('Login page /login'));
    expect(calls.some((call) => call.url === '/api/logout')).toBe(true);
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('auth_token')).toBeNull();
  });
});

describe('Mobile menu when signed in', () => {
  it('holds the same account block; Sign out closes the menu and goes home even if the call throws', async () => {
    await signIn(makeUser(['user'], { name: 'Marta Ruiz', email: 'marta@example.com' }), new TypeError('Failed to fetch'));
    renderHeaderAt('/store');
    fireEvent.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menú' });
    const account = within(dialog).getByRole('region', { name: 'Tu cuenta' });
    expect(within(account).getByText('Marta Ruiz')).toBeTruthy();
    expect(within(account).getByText('marta@example.com')).toBeTruthy();
    expect(within(account).getByRole('link', { name: 'Mi Dashboard' }).getAttribute('href')).toBe('/user/dashboard');
    expect(within(account).getByRole('link', { name: 'Mi Perfil' }).getAttribute('href')).toBe('/user/profile');
    expect(within(dialog).queryByRole('link', { name: 'Registro' })).toBeNull();
    await act(async () => {
      fireEvent.click(within(account).getByRole('button', { name: 'Sign out' }));
    });
    expect((await screen.findByTestId('where')).textContent).toBe('Home /');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menú' })).toBeNull());
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
