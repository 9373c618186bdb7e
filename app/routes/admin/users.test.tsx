import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '~/components/admin/test-support';
import { ADMIN_ME, renderUsersScreen, success, userPage, userRow, VIEWER_ME } from '~/components/admin/users/test-users';
import * as screenModule from './users';

afterEach(() => vi.unstubAllGlobals());

const render = (path = '/admin/users', me = ADMIN_ME) => renderUsersScreen(screenModule, '/admin/users', path, me);
/** The query string of the `index`-th call, as an object. */
const queryAt = (fetchMock: { mock: { calls: unknown[][] } }, index: number) =>
  Object.fromEntries(new URL(fetchMock.mock.calls[index]![0] as string, 'http://localhost').searchParams);

describe('admin users list', () => {
  it('shows each account with its roles, state and dates, the role filter with counts, and Nuevo usuario', async () => {
    const { fetchMock } = mockApi({
      'GET /api/admin/users': success(
        userPage([userRow(), userRow({ id: 8, name: 'Íñigo Núñez', email: 'inigo@tiendadiverso.es', roles: ['editor', 'user'], status: 'deactivated', last_login_at: null })]),
      ),
    });
    render();
    await screen.findByText('1–2 de 2 usuarios');
    const table = screen.getByRole('table', { name: 'Usuarios de la tienda' });
    const marta = within(table).getByRole('link', { name: 'Marta Ruiz Soler' }).closest('tr')!;
    expect(marta.textContent).toContain('marta@example.com');
    expect(marta.textContent).toContain('Cliente');
    expect(marta.textContent).toContain('Activa');
    expect(within(marta).getByRole('link', { name: 'Ver la ficha de Marta Ruiz Soler' }).getAttribute('href')).toBe('/admin/users/7');
    const inigo = within(table).getByRole('link', { name: 'Íñigo Núñez' }).closest('tr')!;
    expect(inigo.textContent).toContain('Editor');
    expect(inigo.textContent).toContain('Desactivada');
    expect(inigo.textContent).toContain('Nunca');
    const roleFilter = screen.getByLabelText('Rol') as HTMLSelectElement;
    expect([...roleFilter.options].map((o) => o.textContent)).toEqual(['Todos los roles', 'Super admin (1)', 'Administrador (2)', 'Editor (3)', 'Cliente (40)']);
    expect(screen.getByRole('link', { name: 'Nuevo usuario' }).getAttribute('href')).toBe('/admin/users/new');
    // Phones get the same people as cards.
    expect(within(screen.getByRole('list', { name: 'Usuarios' })).getAllByRole('listitem').length).toBeGreaterThanOrEqual(2);
    expect(queryAt(fetchMock, 0)).toEqual({ sort: 'created_at', direction: 'desc', per_page: '20' });
  });

  it('keeps search, role, state, order and page in the URL and asks the server for them', async () => {
    const { fetchMock } = mockApi({ 'GET /api/admin/users': success(userPage([userRow()], { last_page: 3, total: 45, from: 21, to: 40, current_page: 2 })) });
    render('/admin/users?role=editor&status=active&sort=name-asc&page=2&search=marta');
    await screen.findByText('21–40 de 45 usuarios');
    expect(queryAt(fetchMock, 0)).toEqual({
      search: 'marta',
      role: 'editor',
      status: 'active',
      sort: 'name',
      direction: 'asc',
      page: '2',
      per_page: '20',
    });
    expect((screen.getByLabelText('Buscar') as HTMLInputElement).value).toBe('marta');
    expect((screen.getByLabelText('Ordenar por') as HTMLSelectElement).value).toBe('name-asc');
    expect(screen.getByRole('link', { name: /Siguiente/ }).getAttribute('href')).toBe('/admin/users?search=marta&role=editor&status=active&sort=name-asc&page=3');

    fireEvent.change(screen.getByLabelText('Estado'), { target: { value: 'deactivated' } });
    await waitFor(() => expect(fetchMock.mock.calls.length).toBe(2));
    const next = queryAt(fetchMock, 1);
    expect(next).toMatchObject({ status: 'deactivated', role: 'editor', sort: 'name' });
    expect(next.page).toBeUndefined();
  });

  it('says when nothing matches the filters, and hides Nuevo usuario from someone who may only look', async () => {
    mockApi({ 'GET /api/admin/users': success(userPage([])) });
    render('/admin/users?search=zzz', VIEWER_ME);
    await screen.findByText('Ningún usuario coincide con estos filtros');
    expect(screen.queryByRole('link', { name: 'Nuevo usuario' })).toBeNull();
    expect(screen.getByText('0 usuarios')).toBeTruthy();
  });

  it('a failed load gives an honest message and a retry', async () => {
    mockApi({ 'GET /api/admin/users': [{ status: 500, body: {} }, success(userPage([userRow()]))] });
    render();
    expect((await screen.findByRole('alert')).textContent).toContain('No se pudo cargar la lista de usuarios.');
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await screen.findByText('1–1 de 1 usuario');
    expect(screen.getAllByText('Marta Ruiz Soler').length).toBeGreaterThan(0);
  });
});
