import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AuthUser } from '@common/auth/contracts';
import { makeUser } from '~/components/admin/test-support';
import { resetAuthForTests, setAuthUser } from '~/lib/auth';
import { BARE_LAYOUT, resolveLayout } from '~/lib/layout';
import { requireAdmin } from '~/components/admin/admin-route';
import { AdminErrorGate } from '~/components/admin/admin-status-panel';
import AdminIndex, { clientLoader as indexClientLoader, loader as indexLoader } from './index';
import AdminLayout, { ErrorBoundary as LayoutErrorBoundary, handle } from './layout';
import AdminNotFound, { loader as notFoundLoader } from './not-found';

const catalogue = (): AuthUser =>
  makeUser([], { roles: [{ id: 9, name: 'catálogo', permissions: ['products.view', 'products.manage'] }] });

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

beforeEach(() => resetAuthForTests());

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
