import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '@common/auth/contracts';
import { makeUser } from '~/components/admin/test-support';
import { mockFetch } from '~/components/auth/auth-test-utils';
import { SECOND_FACTOR_REQUIRED_MESSAGE, type SecondFactorStatus } from '@common/second-factor/contracts';
import { ApiRequestError } from '~/lib/api/errors';
import { resetAuthForTests, setAuthUser } from '~/lib/auth';
import { BARE_LAYOUT, resolveLayout } from '~/lib/layout';
import { requireAdmin } from '~/components/admin/admin-route';
import { AdminErrorGate } from '~/components/admin/admin-status-panel';
import AdminIndex, { clientLoader as indexClientLoader, loader as indexLoader } from './index';
import AdminLayout, { ErrorBoundary as LayoutErrorBoundary, handle } from './layout';
import AdminNotFound, { loader as notFoundLoader } from './not-found';

const catalogue = (): AuthUser =>
  makeUser([], { roles: [{ id: 9, name: 'catálogo', permissions: ['products.view', 'products.manage'] }] });

const usersLoaded = vi.fn();

function renderAdmin(path = '/admin/dashboard') {
  const router = createMemoryRouter(
    [
      {
        path: '/admin',
        element: <AdminLayout />,
        errorElement: <LayoutErrorBoundary />,
        handle,
        children: [
          { index: true, element: <AdminIndex />, loader: ({ request }) => indexClientLoader({ request } as never) },
          { path: 'dashboard', element: <h1>Panel</h1> },
          { path: 'products', element: <h1>Productos</h1> },
          {
            path: 'users',
            loader: async ({ request }) => {
              await requireAdmin(request, 'users.view');
              usersLoaded();
              return null;
            },
            element: <h1>Usuarios</h1>,
            errorElement: <AdminErrorGate><p>Error de carga</p></AdminErrorGate>,
          },
          {
            path: 'settings',
            loader: async ({ request }) => {
              await requireAdmin(request, ['settings.manage']);
              return null;
            },
            element: <h1>Configuración</h1>,
          },
          {
            path: 'orders',
            loader: () => {
              throw new ApiRequestError(403, SECOND_FACTOR_REQUIRED_MESSAGE, { message: SECOND_FACTOR_REQUIRED_MESSAGE }, true);
            },
            element: <h1>Pedidos</h1>,
            errorElement: <AdminErrorGate><p>Error de carga</p></AdminErrorGate>,
          },
          { path: 'broken', loader: () => { throw data(null, { status: 500 }); }, element: <p>nunca</p> },
          { path: '*', element: <AdminNotFound /> },
        ],
      },
      { path: '/', element: <p>Inicio de la tienda</p> },
      { path: '/login', element: <p>Login</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  resetAuthForTests();
  usersLoaded.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('admin layout route', () => {
  it('hides everything but the accessibility widget', () => {
    expect(handle.layout).toBe(BARE_LAYOUT);
    expect(resolveLayout([{ handle }])).toEqual({
      adBanner: false,
      header: false,
      search: false,
      footer: false,
      accessibility: true,
      backToTop: false,
      cookieBanner: false,
    });
  });

  it('an administrator gets the back-office frame around the screen', () => {
    act(() => setAuthUser(makeUser(['admin'])));
    renderAdmin();
    expect(screen.getByRole('navigation', { name: 'Administración' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Panel' })).toBeTruthy();
  });

  it('an editor is staff: the frame opens for them too', () => {
    act(() => setAuthUser(makeUser(['editor'])));
    renderAdmin();
    expect(screen.getByRole('navigation', { name: 'Administración' })).toBeTruthy();
  });

  it('a signed-in customer goes to guest.home', async () => {
    act(() => setAuthUser(makeUser(['user'])));
    const router = renderAdmin();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('navigation', { name: 'Administración' })).toBeNull();
  });

  it("a screen the person's role does not open shows the 'no permission' panel inside the frame, with a way back", async () => {
    act(() => setAuthUser(catalogue()));
    renderAdmin('/admin/users');
    expect(await screen.findByRole('heading', { name: 'No tienes permiso para ver esta pantalla.' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Administración' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al panel' }).getAttribute('href')).toBe('/admin');
    expect(screen.queryByRole('heading', { name: 'Usuarios' })).toBeNull();
  });

  it('a screen without its own ErrorBoundary shows the panel through the layout, still inside the frame', async () => {
    act(() => setAuthUser(catalogue()));
    renderAdmin('/admin/settings');
    expect(await screen.findByRole('heading', { name: 'No tienes permiso para ver esta pantalla.' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Administración' })).toBeTruthy();
  });

  it('any other load error shows inside the frame with Reintentar', async () => {
    act(() => setAuthUser(makeUser(['admin'])));
    renderAdmin('/admin/broken');
    expect(await screen.findByText('No hemos podido abrir esta pantalla')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Administración' })).toBeTruthy();
  });

  it('an unknown admin address is a not-found panel inside the back-office (404 from the server)', async () => {
    act(() => setAuthUser(makeUser(['admin'])));
    renderAdmin('/admin/no-existe');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Administración' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al panel' })).toBeTruthy();
    const reply = notFoundLoader();
    expect(reply.init?.status).toBe(404);
  });

  it('/admin redirects to /admin/dashboard on the server, and on the client for those who may see it', async () => {
    const response = indexLoader();
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/admin/dashboard');
    act(() => setAuthUser(makeUser(['admin'])));
    const router = renderAdmin('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });

  it('/admin takes staff without dashboard.view to the first screen they may open', async () => {
    act(() => setAuthUser(catalogue()));
    const router = renderAdmin('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'));
  });
});

describe('admin layout: a role that requires a second factor (issue 33)', () => {
  const CODES = ['abcde-23456', 'bcdef-34567', 'cdefg-45672', 'defgh-56723', 'efghi-67234', 'fghij-72345', 'ghijk-23457', 'hijkl-34562', 'ijklm-45627', 'jklmn-56274'];
  const status = (overrides: Partial<SecondFactorStatus>): SecondFactorStatus => ({
    required: true,
    enabled: true,
    session_verified: true,
    totp: { enabled: true, since: '2026-11-01T10:00:00.000Z' },
    recovery_codes: { remaining: 10, created_at: '2026-11-01T10:00:00.000Z' },
    passkeys: [],
    events: [],
    ...overrides,
  });
  const admin = (enabled: boolean) => makeUser(['admin'], { second_factor: { required: true, enabled } });

  it('without a factor: the set-up screen instead of any back-office screen, no screen loads; once set up, the screen opens', async () => {
    const { calls } = mockFetch({
      'POST /api/user/second-factor/totp': { status: 200, body: { status: 'success', data: { secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/x', qr_svg: '<svg></svg>' } } },
      'POST /api/user/second-factor/totp/confirm': { status: 200, body: { status: 'success', data: { recovery_codes: CODES } } },
      'GET /api/user': { status: 200, body: admin(true) },
      'GET /api/user/second-factor': { status: 200, body: { status: 'success', data: status({}) } },
    });
    act(() => setAuthUser(admin(false)));
    renderAdmin('/admin/users');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Configura la verificación en dos pasos' });
    expect(heading.parentElement?.textContent).toContain('Tu rol en la tienda exige un segundo factor');
    expect(screen.queryByRole('navigation', { name: 'Administración' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Usuarios' })).toBeNull();
    expect(usersLoaded).not.toHaveBeenCalled();
    expect(calls.some((call) => call.url.startsWith('/api/admin'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Usar una app de autenticación' }));
    fireEvent.change(screen.getByLabelText('Contraseña actual'), { target: { value: 'secreto-123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    fireEvent.change(await screen.findByLabelText('Código de 6 cifras de la app'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Activar la app' }));

    const panel = await screen.findByRole('region', { name: 'Tus códigos de recuperación' });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(10);
    expect(usersLoaded).not.toHaveBeenCalled();
    fireEvent.click(within(panel).getByRole('button', { name: 'Ya los he guardado: continuar' }));
    expect(await screen.findByRole('heading', { name: 'Usuarios' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Administración' })).toBeTruthy();
    expect(usersLoaded).toHaveBeenCalled();
  });

  it('with a factor but a session opened without it: sign in again, back to this screen afterwards', async () => {
    const { calls } = mockFetch({
      'GET /api/user/second-factor': { status: 200, body: { status: 'success', data: status({ session_verified: false }) } },
      'POST /api/logout': { status: 200, body: { message: 'ok' } },
    });
    act(() => setAuthUser(admin(true)));
    const router = renderAdmin('/admin/users');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vuelve a entrar con tu segundo factor' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Administración' })).toBeNull();
    expect(usersLoaded).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Salir y volver a entrar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fadmin%2Fusers');
    expect(calls.some((call) => call.url === '/api/logout')).toBe(true);
    expect(calls.some((call) => call.url.startsWith('/api/admin'))).toBe(false);
  });

  it("a screen the server refuses for want of the second factor (the role changed since sign-in) says so, with 'Continuar'", async () => {
    act(() => setAuthUser(makeUser(['admin'])));
    renderAdmin('/admin/orders');
    expect(await screen.findByRole('heading', { name: 'Tu rol exige un segundo factor' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeTruthy();
    expect(screen.queryByText('Error de carga')).toBeNull();
  });

  it('with a factor and a session opened with it: the back-office as usual', async () => {
    mockFetch({ 'GET /api/user/second-factor': { status: 200, body: { status: 'success', data: status({}) } } });
    act(() => setAuthUser(admin(true)));
    renderAdmin('/admin/users');
    expect(await screen.findByRole('heading', { name: 'Usuarios' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Administración' })).toBeTruthy();
  });
});
