import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAuthForTests, startAuth } from '~/lib/auth';
import { login } from '~/lib/auth-sign-in';
import Register from '~/routes/register';
import { makeUser, mockFetch, renderRoutes } from './auth-test-utils';
import { GuestOnly, RequireAdmin, RequireAuth } from './require-auth';

const PROTECTED = [
  { path: '/user/profile', element: <RequireAuth><p>Mi perfil privado</p></RequireAuth> },
  { path: '/admin/products', element: <RequireAdmin><p>Productos del admin</p></RequireAdmin> },
  { path: '/login', element: <GuestOnly><p>Login form</p></GuestOnly> },
  // The register screen itself, guard included.
  { path: '/register', element: <Register /> },
];

async function signedInAs(roles: string[]) {
  window.localStorage.setItem('token', 'stored-token');
  mockFetch({ 'GET /api/user': { status: 200, body: makeUser(roles) } });
  await startAuth();
}

beforeEach(() => resetAuthForTests());
afterEach(() => vi.unstubAllGlobals());

describe('Route guards', () => {
  it('wait politely while the stored session is being checked', async () => {
    window.localStorage.setItem('token', 'stored-token');
    mockFetch({ 'GET /api/user': new Promise<never>(() => {}) });
    void startAuth();
    renderRoutes('/user/profile', PROTECTED);
    expect(screen.getByRole('status').textContent).toContain('Comprobando tu sesión');
    // It stands in for the whole shell, so it carries the page's landmark and heading (axe).
    expect(screen.getByRole('main').getAttribute('id')).toBe('main');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Comprobando tu sesión');
    expect(screen.queryByText('Mi perfil privado')).toBeNull();
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('send a guest to /login, keeping the page they wanted in ?redirect= (history replaced)', async () => {
    await startAuth();
    const { router } = renderRoutes('/user/profile?tab=datos', PROTECTED);
    expect(await screen.findByText('Login form')).toBeTruthy();
    expect(screen.queryByText('Mi perfil privado')).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2Fuser%2Fprofile%3Ftab%3Ddatos');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('a stored token the server no longer accepts ends as a guest sent to /login', async () => {
    window.localStorage.setItem('token', 'expired');
    mockFetch({ 'GET /api/user': { status: 401, body: { message: 'Unauthenticated.' } } });
    const { router } = renderRoutes('/user/profile', PROTECTED);
    await act(() => startAuth());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('keeps the stored session when the check is cut short or the server is away (only a 401 ends it)', async () => {
    window.localStorage.setItem('token', 'still-good');
    mockFetch({ 'GET /api/user': { status: 503, body: { message: 'La tienda no puede leer sus datos ahora mismo.' } } });
    await startAuth();
    expect(window.localStorage.getItem('token')).toBe('still-good');
    resetAuthForTests();
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await startAuth();
    expect(window.localStorage.getItem('token')).toBe('still-good');
  });

  it('let a signed-in customer into /user pages', async () => {
    await signedInAs(['user']);
    renderRoutes('/user/profile', PROTECTED);
    expect(screen.getByText('Mi perfil privado')).toBeTruthy();
  });

  it('send a signed-in user who is not staff from an admin page to guest.home', async () => {
    await signedInAs(['user']);
    renderRoutes('/admin/products', PROTECTED);
    expect((await screen.findByTestId('where')).textContent).toBe('Home /');
    expect(screen.queryByText('Productos del admin')).toBeNull();
  });

  it('send a guest on an admin page to /login', async () => {
    await startAuth();
    const { router } = renderRoutes('/admin/products', PROTECTED);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fadmin%2Fproducts');
  });

  it.each([['admin'], ['editor']])('let staff (%s) into admin pages', async (role) => {
    await signedInAs([role]);
    renderRoutes('/admin/products', PROTECTED);
    expect(screen.getByText('Productos del admin')).toBeTruthy();
  });

  it('send a signed-in customer away from /login to the user dashboard', async () => {
    await signedInAs(['user']);
    renderRoutes('/login', PROTECTED);
    expect((await screen.findByTestId('where')).textContent).toBe('User dashboard /user/dashboard');
  });

  it('send a signed-in customer away from the register screen to the user dashboard', async () => {
    await signedInAs(['user']);
    renderRoutes('/register', PROTECTED);
    expect((await screen.findByTestId('where')).textContent).toBe('User dashboard /user/dashboard');
    expect(screen.queryByRole('heading', { name: 'Create an account' })).toBeNull();
  });

  it('send a signed-in administrator away from /login to the admin dashboard', async () => {
    await signedInAs(['super-admin']);
    renderRoutes('/login', PROTECTED);
    expect((await screen.findByTestId('where')).textContent).toBe('Admin dashboard /admin/dashboard');
  });

  it('leave a guest who signs in on /login to the page itself', async () => {
    await startAuth();
    renderRoutes('/login', PROTECTED);
    mockFetch({ 'POST /api/login': { status: 200, body: { token: 't', user: makeUser(['user']) } } });
    await act(() => login({ email: 'a@example.com', password: 'a-long-password' }));
    expect(screen.getByText('Login form')).toBeTruthy();
    expect(screen.queryByTestId('where')).toBeNull();
  });
});
