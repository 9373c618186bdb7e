import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser } from '~/components/admin/test-support';
import { resetAuthForTests, setAuthUser } from '~/lib/auth';
import { BARE_LAYOUT, resolveLayout } from '~/lib/layout';
import { loader as indexLoader } from './index';
import AdminLayout, { handle } from './layout';

function renderAdmin() {
  const router = createMemoryRouter(
    [
      {
        path: '/admin',
        element: <AdminLayout />,
        handle,
        children: [{ path: 'dashboard', element: <h1>Panel</h1> }],
      },
      { path: '/', element: <p>Inicio de la tienda</p> },
      { path: '/login', element: <p>Login</p> },
    ],
    { initialEntries: ['/admin/dashboard'] },
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

  it.each([['editor'], ['user']])('a signed-in %s goes to guest.home', async (role) => {
    act(() => setAuthUser(makeUser([role])));
    const router = renderAdmin();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('navigation', { name: 'Administración' })).toBeNull();
  });

  it('/admin redirects to /admin/dashboard', () => {
    const response = indexLoader();
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/admin/dashboard');
  });
});
