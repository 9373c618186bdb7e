import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, useLoaderData, useLocation, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminRole, PermissionArea } from '@common/access/contracts';
import type { AuthUser } from '@common/auth/contracts';
import { makeUser, mockApi } from '~/components/admin/test-support';
import { AlertDialogProvider } from '~/components/ui/alert-dialog';
import { resetAuthForTests, setAuthUser } from '~/lib/auth';
import { useToasts } from '~/lib/toast';
import * as editModule from './role-edit';
import * as newModule from './role-new';
import * as listModule from './roles';

interface Module {
  default: unknown;
  clientLoader: (args: never) => unknown;
  clientAction?: (args: never) => unknown;
  HydrateFallback: ComponentType;
  ErrorBoundary: ComponentType;
}

let shownToasts: readonly { message: string; type: string }[] = [];
function ToastSpy() {
  shownToasts = useToasts();
  return null;
}
const toastsShown = () => shownToasts.map((t) => [t.type, t.message]);

function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{location.pathname}</p>;
}

function route(module: Module, path: string) {
  const Default = module.default as ComponentType<{ loaderData: unknown }>;
  return {
    path,
    Component: () => <Default loaderData={useLoaderData()} />,
    HydrateFallback: module.HydrateFallback,
    ErrorBoundary: module.ErrorBoundary,
    loader: (args: LoaderFunctionArgs) => module.clientLoader(args as never),
    action: module.clientAction ? (args: ActionFunctionArgs) => module.clientAction!(args as never) : undefined,
  };
}

/** The three roles screens as the router runs them, for `user`. */
function renderRoles(path: string, user: AuthUser = makeUser(['super-admin'])) {
  act(() => setAuthUser(user));
  const router = createMemoryRouter(
    [
      route(listModule as unknown as Module, '/admin/roles'),
      route(newModule as unknown as Module, '/admin/roles/new'),
      route(editModule as unknown as Module, '/admin/roles/:id'),
      { path: '*', Component: Elsewhere },
    ],
    { initialEntries: [path] },
  );
  shownToasts = [];
  render(
    <AlertDialogProvider>
      <RouterProvider router={router} />
      <ToastSpy />
    </AlertDialogProvider>,
  );
  return router;
}

const AREAS: PermissionArea[] = [
  { area: 'Panel', permissions: [{ name: 'dashboard.view', description: 'Ver el panel y su actividad reciente' }] },
  {
    area: 'Catálogo',
    permissions: [
      { name: 'products.view', description: 'Ver productos y exportarlos' },
      { name: 'products.manage', description: 'Crear, editar, importar y borrar productos' },
    ],
  },
  { area: 'Tienda', permissions: [{ name: 'settings.manage', description: 'Cambiar la configuración de la tienda' }] },
];

const role = (overrides: Partial<AdminRole> & Pick<AdminRole, 'id' | 'name'>): AdminRole => ({
  description: null,
  built_in: false,
  permissions: [],
  requires_second_factor: false,
  users_count: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
const ROLES: AdminRole[] = [
  role({ id: 1, name: 'super-admin', built_in: true, permissions: ['dashboard.view', 'products.manage', 'products.view', 'settings.manage'], users_count: 1 }),
  role({ id: 2, name: 'admin', built_in: true, permissions: ['dashboard.view', 'products.view'], users_count: 2 }),
  role({ id: 5, name: 'catálogo', description: 'Equipo de producto', permissions: ['products.manage', 'products.view'], users_count: 3 }),
  role({ id: 6, name: 'Temporada', permissions: ['products.view'] }),
];
const ok = (data: unknown, status = 200) => ({ status, body: { status: 'success', data } });

beforeEach(() => resetAuthForTests());
afterEach(() => vi.unstubAllGlobals());

describe('admin roles list', () => {
  it('shows the built-in roles locked and the own ones with their permissions and people', async () => {
    mockApi({ 'GET /api/admin/roles': ok(ROLES) });
    renderRoles('/admin/roles');
    expect(await screen.findByText('4 roles · 2 propios')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Roles de la tienda' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Super AdminIntegrado',
      'AdministradorIntegrado',
      'catálogoEquipo de producto',
      'Temporada',
    ]);
    expect(within(rows[2]!).getByText('3 usuarios')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: 'Ver Super Admin' })).toBeTruthy();
    expect(within(rows[0]!).queryByRole('button', { name: /Borrar/ })).toBeNull();
    expect(within(rows[3]!).getByRole('link', { name: 'Editar Temporada' }).getAttribute('href')).toBe('/admin/roles/6');
    expect(screen.getByRole('link', { name: 'Nuevo rol' }).getAttribute('href')).toBe('/admin/roles/new');
  });

  it('an administrator without roles.manage only looks', async () => {
    mockApi({ 'GET /api/admin/roles': ok(ROLES) });
    renderRoles('/admin/roles', makeUser(['admin']));
    await screen.findByText('4 roles · 2 propios');
    expect(screen.queryByRole('link', { name: 'Nuevo rol' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Borrar/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver Temporada' })).toBeTruthy();
  });

  it('deletes an unused role after the confirm dialog, with a toast', async () => {
    const { calls } = mockApi({
      'GET /api/admin/roles': [ok(ROLES), ok(ROLES.filter((r) => r.id !== 6))],
      'DELETE /api/admin/roles/6': ok({ message: 'Rol «Temporada» borrado.' }),
    });
    renderRoles('/admin/roles');
    fireEvent.click(await screen.findByRole('button', { name: 'Borrar Temporada' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('¿Borrar este rol?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Borrar' }));
    await waitFor(() => expect(toastsShown()).toContainEqual(['success', 'Rol «Temporada» borrado.']));
    expect(calls.map((c) => c.key)).toContain('DELETE /api/admin/roles/6');
    await waitFor(() => expect(screen.queryByText('Temporada')).toBeNull());
  });

  it('a role in use is not offered for deletion: the dialog says who holds it', async () => {
    const { calls } = mockApi({ 'GET /api/admin/roles': ok(ROLES) });
    renderRoles('/admin/roles');
    fireEvent.click(await screen.findByRole('button', { name: 'Borrar catálogo' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('3 usuarios lo tienen');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Entendido' }));
    expect(calls.map((c) => c.key)).not.toContain('DELETE /api/admin/roles/5');
  });

  it("someone whose role does not open the screen sees the 'no permission' panel", async () => {
    mockApi({});
    renderRoles('/admin/roles', makeUser([], { roles: [{ id: 5, name: 'catálogo', permissions: ['products.view'] }] }));
    expect(await screen.findByRole('heading', { name: 'No tienes permiso para ver esta pantalla.' })).toBeTruthy();
  });
});

describe('role editor', () => {
  it('creates a role from the matrix: an area at once, then one permission off', async () => {
    const created = role({ id: 7, name: 'Catálogo web', permissions: ['products.view'] });
    const { calls } = mockApi({
      'GET /api/admin/permissions': ok(AREAS),
      'POST /api/admin/roles': ok(created, 201),
    });
    const router = renderRoles('/admin/roles/new');
    const form = await screen.findByRole('form', { name: 'Nuevo rol' });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Nombre/ }), { target: { value: 'Catálogo web' } });
    const area = within(form).getByRole('checkbox', { name: 'Todo el área Catálogo' });
    fireEvent.click(area);
    expect((within(form).getByRole('checkbox', { name: /Crear, editar, importar/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(form).getByRole('checkbox', { name: /Crear, editar, importar/ }));
    expect((area as HTMLInputElement).indeterminate).toBe(true);
    fireEvent.click(within(form).getByRole('button', { name: 'Crear rol' }));
    await waitFor(() => expect(toastsShown()).toContainEqual(['success', 'Rol «Catálogo web» creado.']));
    const sent = JSON.parse(String(calls.find((c) => c.key === 'POST /api/admin/roles')!.init!.body));
    expect(sent).toEqual({ name: 'Catálogo web', description: '', permissions: ['products.view'], requires_second_factor: false });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/roles'));
  });

  it("puts the server's 422 under the name, checks the name before sending, and locks what the editor lacks", async () => {
    const { calls } = mockApi({
      'GET /api/admin/permissions': ok(AREAS),
      'POST /api/admin/roles': { status: 422, body: { message: 'Ya existe un rol con este nombre.', errors: { name: ['Ya existe un rol con este nombre.'] } } },
    });
    // A role manager who holds only the catalogue permissions and roles.manage.
    renderRoles('/admin/roles/new', makeUser([], { roles: [{ id: 9, name: 'jefa', permissions: ['roles.manage', 'products.view', 'products.manage'] }] }));
    const form = await screen.findByRole('form', { name: 'Nuevo rol' });
    expect((within(form).getByRole('checkbox', { name: /Cambiar la configuración/ }) as HTMLInputElement).disabled).toBe(true);
    expect(within(form).getAllByText('No lo tienes tú: no puedes darlo').length).toBe(2);
    const name = within(form).getByRole('textbox', { name: /^Nombre/ });
    fireEvent.change(name, { target: { value: 'x' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Crear rol' }));
    expect(await within(form).findByText('El nombre debe tener al menos 2 caracteres.')).toBeTruthy();
    expect(calls.map((c) => c.key)).not.toContain('POST /api/admin/roles');
    fireEvent.change(name, { target: { value: 'Catálogo' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Crear rol' }));
    expect(await within(form).findByText('Ya existe un rol con este nombre.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
  });

  it('edits a custom role and deletes it from its page', async () => {
    const temporada = ROLES[3]!;
    const { calls } = mockApi({
      'GET /api/admin/roles/6': ok(temporada),
      'GET /api/admin/permissions': ok(AREAS),
      'PUT /api/admin/roles/6': ok({ ...temporada, name: 'Rebajas' }),
      'GET /api/admin/roles': ok(ROLES),
      'DELETE /api/admin/roles/6': ok({ message: 'Rol «Temporada» borrado.' }),
    });
    const router = renderRoles('/admin/roles/6');
    const form = await screen.findByRole('form', { name: 'Editar el rol Temporada' });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Nombre/ }), { target: { value: 'Rebajas' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(toastsShown()).toContainEqual(['success', 'Cambios del rol «Rebajas» guardados.']));
    expect(JSON.parse(String(calls.find((c) => c.key === 'PUT /api/admin/roles/6')!.init!.body)).name).toBe('Rebajas');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/roles'));

    await act(() => router.navigate('/admin/roles/6'));
    fireEvent.click(await screen.findByRole('button', { name: 'Borrar rol' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Borrar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/roles'));
    expect(calls.map((c) => c.key)).toContain('DELETE /api/admin/roles/6');
  });

  it('shows a built-in role read-only to someone without roles.manage: its permissions ticked or not, nothing to change', async () => {
    mockApi({ 'GET /api/admin/roles/2': ok(ROLES[1]), 'GET /api/admin/permissions': ok(AREAS) });
    renderRoles('/admin/roles/2', makeUser(['admin']));
    expect(await screen.findByRole('heading', { name: 'Administrador', level: 1 })).toBeTruthy();
    expect(screen.getByText(/Los roles integrados no se pueden modificar ni borrar/)).toBeTruthy();
    expect((screen.getByRole('switch', { name: 'Requiere segundo factor' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Borrar rol' })).toBeNull();
    expect(screen.getByText('Ver productos y exportarlos').textContent).toContain(': incluido');
    expect(screen.getByText('Cambiar la configuración de la tienda').textContent).toContain(': no incluido');
  });

  it('an unknown role is a not-found card with a way back', async () => {
    mockApi({ 'GET /api/admin/roles/99': { status: 404, body: { message: 'Rol no encontrado.' } }, 'GET /api/admin/permissions': ok(AREAS) });
    renderRoles('/admin/roles/99');
    expect(await screen.findByText('Este rol no existe o se ha borrado.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a roles' }).getAttribute('href')).toBe('/admin/roles');
  });
});

describe('role editor: second factor (issue 33)', () => {
  it("on a new role the switch follows the permissions (on with one that moves money or access) until it is touched", async () => {
    const { calls } = mockApi({
      'GET /api/admin/permissions': ok(AREAS),
      'POST /api/admin/roles': ok(role({ id: 8, name: 'Tienda', permissions: ['settings.manage'], requires_second_factor: false }), 201),
    });
    renderRoles('/admin/roles/new');
    const form = await screen.findByRole('form', { name: 'Nuevo rol' });
    const toggle = within(form).getByRole('switch', { name: 'Requiere segundo factor' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(toggle.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(within(form).getByRole('checkbox', { name: /Cambiar la configuración/ }));
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(within(form).getByRole('checkbox', { name: /Cambiar la configuración/ }));
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(within(form).getByRole('checkbox', { name: /Cambiar la configuración/ }));
    expect(toggle.getAttribute('aria-checked')).toBe('true');

    // Touched: it stays where the person put it, whatever the permissions.
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(within(form).getByRole('checkbox', { name: /Ver productos/ }));
    expect(toggle.getAttribute('aria-checked')).toBe('false');

    fireEvent.change(within(form).getByRole('textbox', { name: /^Nombre/ }), { target: { value: 'Tienda' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Crear rol' }));
    await waitFor(() => expect(calls.map((c) => c.key)).toContain('POST /api/admin/roles'));
    const sent = JSON.parse(String(calls.find((c) => c.key === 'POST /api/admin/roles')!.init!.body));
    expect(sent.requires_second_factor).toBe(false);
  });

  it('a new role with such a permission is sent with the switch on when left alone', async () => {
    const { calls } = mockApi({
      'GET /api/admin/permissions': ok(AREAS),
      'POST /api/admin/roles': ok(role({ id: 8, name: 'Tienda', permissions: ['settings.manage'], requires_second_factor: true }), 201),
    });
    renderRoles('/admin/roles/new');
    const form = await screen.findByRole('form', { name: 'Nuevo rol' });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Nombre/ }), { target: { value: 'Tienda' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: /Cambiar la configuración/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Crear rol' }));
    await waitFor(() => expect(calls.map((c) => c.key)).toContain('POST /api/admin/roles'));
    expect(JSON.parse(String(calls.find((c) => c.key === 'POST /api/admin/roles')!.init!.body)).requires_second_factor).toBe(true);
  });

  it('a built-in role: the switch is the only control, and only it is sent', async () => {
    const builtIn = { ...ROLES[1]!, requires_second_factor: false };
    const { calls } = mockApi({
      'GET /api/admin/roles/2': ok(builtIn),
      'GET /api/admin/permissions': ok(AREAS),
      'PUT /api/admin/roles/2': ok({ ...builtIn, requires_second_factor: true }),
      'GET /api/admin/roles': ok(ROLES),
    });
    const router = renderRoles('/admin/roles/2');
    const form = await screen.findByRole('form', { name: /^Seguridad del rol/ });
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    const save = within(form).getByRole('button', { name: 'Guardar cambios' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(within(form).getByRole('switch', { name: 'Requiere segundo factor' }));
    fireEvent.click(save);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/roles'));
    expect(JSON.parse(String(calls.find((c) => c.key === 'PUT /api/admin/roles/2')!.init!.body))).toEqual({ requires_second_factor: true });
  });

  it("the list marks the roles that require it with '2FA'", async () => {
    mockApi({ 'GET /api/admin/roles': ok(ROLES.map((item, index) => ({ ...item, requires_second_factor: index === 0 }))) });
    renderRoles('/admin/roles');
    await screen.findByText('4 roles · 2 propios');
    expect(screen.getAllByText('2FA')).toHaveLength(1);
    expect(screen.getByText(': requiere segundo factor')).toBeTruthy();
  });
});
