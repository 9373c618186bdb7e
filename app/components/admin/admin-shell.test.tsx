import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAuthForTests, setAuthUser, getAuthState } from '~/lib/auth';
import { resetAppearanceForTests } from '~/lib/appearance';
import { TextField } from '~/components/forms/text-field';
import { AdminShell } from './admin-shell';
import { makeUser, mockApi, renderAt } from './test-support';

function renderShell(path = '/admin/dashboard', roles = ['super-admin']) {
  act(() => setAuthUser(makeUser(roles)));
  return renderAt(
    <AdminShell>
      <h1>Pantalla</h1>
    </AdminShell>,
    path,
    '/admin/*',
  );
}

const hrefs = (links: HTMLElement[]) => links.map((link) => [link.textContent, link.getAttribute('href')]);

beforeEach(() => {
  resetAuthForTests();
  resetAppearanceForTests();
});
afterEach(() => vi.unstubAllGlobals());

describe('admin sidebar', () => {
  it('groups the links as the spec does: Dashboard; Usuarios (Usuarios, Roles); Productos (Productos, Categorías, Marcas, Campañas, Búsqueda); Pedidos (Pedidos, Cupones, Devoluciones, Facturas, Soporte, Opiniones); Banners; Directorio; Configuración; Auditoría; Emails', () => {
    renderShell();
    const sidebar = screen.getByRole('complementary', { name: 'Barra lateral de administración' });
    const nav = within(sidebar).getByRole('navigation', { name: 'Administración' });
    expect(hrefs(within(nav).getAllByRole('link'))).toEqual([
      ['Dashboard', '/admin/dashboard'],
      ['Usuarios', '/admin/users'],
      ['Roles', '/admin/roles'],
      ['Productos', '/admin/products'],
      ['Categorías', '/admin/categories'],
      ['Marcas', '/admin/brands'],
      ['Campañas', '/admin/campaigns'],
      ['Búsqueda', '/admin/search'],
      ['Pedidos', '/admin/orders'],
      ['Cupones', '/admin/coupons'],
      ['Devoluciones', '/admin/returns'],
      ['Facturas', '/admin/invoices'],
      ['Soporte', '/admin/support'],
      ['Opiniones', '/admin/reviews'],
      ['Banners', '/admin/ad-banners'],
      ['Directorio', '/admin/directory'],
      ['Configuración', '/admin/settings'],
      ['Auditoría', '/admin/audit'],
      ['Emails', '/admin/emails'],
    ]);
    expect(hrefs(within(within(nav).getByRole('list', { name: 'Usuarios' })).getAllByRole('link'))).toEqual([
      ['Usuarios', '/admin/users'],
      ['Roles', '/admin/roles'],
    ]);
    expect(hrefs(within(within(nav).getByRole('list', { name: 'Productos' })).getAllByRole('link'))).toEqual([
      ['Productos', '/admin/products'],
      ['Categorías', '/admin/categories'],
      ['Marcas', '/admin/brands'],
      ['Campañas', '/admin/campaigns'],
      ['Búsqueda', '/admin/search'],
    ]);
  });

  it("shows only the screens a custom role's permissions open; a group left empty disappears", () => {
    act(() =>
      setAuthUser(makeUser([], { roles: [{ id: 9, name: 'catálogo', permissions: ['products.view', 'products.manage'] }] })),
    );
    renderAt(<AdminShell><h1>Pantalla</h1></AdminShell>, '/admin/products', '/admin/*');
    const nav = within(screen.getByRole('complementary')).getByRole('navigation', { name: 'Administración' });
    expect(hrefs(within(nav).getAllByRole('link'))).toEqual([
      ['Productos', '/admin/products'],
      ['Campañas', '/admin/campaigns'],
    ]);
    expect(within(nav).queryByRole('list', { name: 'Usuarios' })).toBeNull();
    // The custom role's name, not 'Usuario'.
    expect(within(screen.getByRole('complementary')).getByText('catálogo')).toBeTruthy();
    expect(within(nav).getByRole('list', { name: 'Productos' })).toBeTruthy();
  });

  it('shows Directorio only to those who hold directory.manage', () => {
    act(() => setAuthUser(makeUser([], { roles: [{ id: 9, name: 'moderación', permissions: ['directory.manage'] }] })));
    const { unmount } = renderAt(<AdminShell><h1>Pantalla</h1></AdminShell>, '/admin/directory', '/admin/*');
    let nav = within(screen.getByRole('complementary')).getByRole('navigation', { name: 'Administración' });
    expect(hrefs(within(nav).getAllByRole('link'))).toEqual([['Directorio', '/admin/directory']]);
    expect(within(nav).getByRole('link', { name: 'Directorio' }).getAttribute('aria-current')).toBe('page');
    unmount();

    act(() => setAuthUser(makeUser([], { roles: [{ id: 10, name: 'pedidos', permissions: ['dashboard.view', 'orders.view'] }] })));
    renderAt(<AdminShell><h1>Pantalla</h1></AdminShell>, '/admin/dashboard', '/admin/*');
    nav = within(screen.getByRole('complementary')).getByRole('navigation', { name: 'Administración' });
    expect(within(nav).queryByRole('link', { name: 'Directorio' })).toBeNull();
  });

  it('marks the current screen with aria-current, and only it', () => {
    renderShell('/admin/categories');
    const nav = within(screen.getByRole('complementary')).getByRole('navigation', { name: 'Administración' });
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Categorías']);
  });

  it("shows the user's name, a profile-settings link and 'Ver tienda' home", () => {
    renderShell();
    const sidebar = screen.getByRole('complementary');
    expect(within(sidebar).getByText('Lucía Martín Pardo')).toBeTruthy();
    expect(within(sidebar).getByRole('link', { name: 'Ajustes de perfil' }).getAttribute('href')).toBe('/admin/profile/settings');
    expect(within(sidebar).getByRole('link', { name: 'Ver tienda' }).getAttribute('href')).toBe('/');
  });

  it.each([
    [['super-admin'], 'Super Admin'],
    [['admin'], 'Administrador'],
    [['editor'], 'Editor'],
    [['user'], 'Usuario'],
    [['user', 'editor', 'admin'], 'Administrador'],
    [['admin', 'super-admin'], 'Super Admin'],
  ])('with roles %j the role label reads %s', (roles, label) => {
    renderShell('/admin/dashboard', roles);
    expect(within(screen.getByRole('complementary')).getByText(label)).toBeTruthy();
  });

  it('logout ends the session whatever the server says and goes to /login', async () => {
    const { calls } = mockApi({ 'POST /api/logout': { status: 500, body: { message: 'Server Error' } } });
    window.localStorage.setItem('token', 'abc');
    const { router } = renderShell();
    fireEvent.click(within(screen.getByRole('complementary')).getByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.map((call) => call.key)).toEqual(['POST /api/logout']);
    expect(getAuthState().status).toBe('unauthenticated');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('puts the main content in <main id="main"> for the skip link', () => {
    renderShell();
    expect(screen.getByRole('main').id).toBe('main');
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Pantalla' })).toBeTruthy();
  });
});

describe('admin mobile drawer', () => {
  it('opens with the same navigation, the user and the role label, and closes after following a link', async () => {
    const { router } = renderShell('/admin/dashboard', ['editor']);
    fireEvent.click(screen.getByRole('button', { name: 'Abrir menú de administración' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menú de administración' });
    const nav = within(drawer).getByRole('navigation', { name: 'Administración' });
    // An editor's sidebar: only the screens their permissions open (no Usuarios group, no Configuración).
    expect(within(nav).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/admin/dashboard', '/admin/products', '/admin/categories', '/admin/brands', '/admin/campaigns', '/admin/ad-banners', '/admin/directory',
    ]);
    expect(within(drawer).getByText('Lucía Martín Pardo')).toBeTruthy();
    expect(within(drawer).getByText('Editor')).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'Ajustes de perfil' })).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Cerrar sesión' })).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'Ver tienda' }).getAttribute('href')).toBe('/');

    fireEvent.click(within(nav).getByRole('link', { name: 'Marcas' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/admin/brands');
  });

  it('closes with Escape', async () => {
    renderShell();
    fireEvent.click(screen.getByRole('button', { name: 'Abrir menú de administración' }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.keyDown(drawer, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('admin forms', () => {
  it('draw the form kit in its compact back-office look', () => {
    act(() => setAuthUser(makeUser(['admin'])));
    renderAt(
      <AdminShell>
        <TextField label="SKU" required value="" onChange={() => {}} />
      </AdminShell>,
      '/admin/products/new',
      '/admin/*',
    );
    expect(screen.getByLabelText('SKU').className).toContain('h-11');
  });
});
