import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '~/components/admin/test-support';
import { ADMIN_ME, renderUsersScreen, success, toastsShown, userDetail, userPage } from '~/components/admin/users/test-users';
import * as screenModule from './user-new';

afterEach(() => vi.unstubAllGlobals());

const render = () => renderUsersScreen(screenModule, '/admin/users/new', '/admin/users/new', ADMIN_ME);

async function fill() {
  const form = await screen.findByRole('form', { name: 'Nuevo usuario' });
  fireEvent.change(within(form).getByLabelText(/^Nombre/), { target: { value: 'Irene Costa' } });
  fireEvent.change(within(form).getByLabelText(/^Email/), { target: { value: 'irene@tiendadiverso.es' } });
  fireEvent.change(within(form).getByLabelText(/^Contraseña/), { target: { value: 'una-frase-larga-y-segura-7' } });
  return form;
}

describe('admin new user', () => {
  it('without the roles on offer there is no form: it says what is missing, and Reintentar asks again (the kit’s formScreens)', async () => {
    mockApi({ 'GET /api/admin/users': [{ status: 500, body: {} }, success(userPage([]))] });
    render();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No se pudo preparar el alta.');
    expect(alert.textContent).toContain('Faltan los roles que se pueden dar.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('form', { name: 'Nuevo usuario' })).toBeTruthy();
  });

  it('checks the form with the contract before sending (roles, password length)', async () => {
    const { calls } = mockApi({ 'GET /api/admin/users': success(userPage([])) });
    render();
    const form = await fill();
    fireEvent.change(within(form).getByLabelText(/^Contraseña/), { target: { value: 'corta' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Crear cuenta' }));
    await screen.findByText('La contraseña debe tener al menos 12 caracteres.');
    expect(screen.getByText('Elige al menos un rol.')).toBeTruthy();
    expect((within(form).getByRole('checkbox', { name: /Super admin/ }) as HTMLInputElement).disabled).toBe(true);
    expect(calls.filter((c) => c.init?.method === 'POST')).toHaveLength(0);
  });

  it('creates the account with its roles, says so, and opens the person’s page', async () => {
    const { calls } = mockApi({
      'GET /api/admin/users': success(userPage([])),
      'POST /api/admin/users': { status: 201, ...success(userDetail({ id: 12, name: 'Irene Costa' })) },
    });
    render();
    const form = await fill();
    fireEvent.click(within(form).getByRole('checkbox', { name: /Editor/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Crear cuenta' }));
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/admin/users/12');
    const body = JSON.parse(String(calls.find((c) => c.key === 'POST /api/admin/users')!.init!.body));
    expect(body).toEqual({ name: 'Irene Costa', email: 'irene@tiendadiverso.es', phone: '', password: 'una-frase-larga-y-segura-7', roles: ['editor'] });
    expect(toastsShown()[0]?.[0]).toBe('success');
  });

  it('puts the server’s 422s under their fields (a taken e-mail, an unknown role)', async () => {
    mockApi({
      'GET /api/admin/users': success(userPage([])),
      'POST /api/admin/users': {
        status: 422,
        body: { message: 'Ya existe una cuenta con este email.', errors: { email: ['Ya existe una cuenta con este email.'], 'roles.0': ['El rol «editor» no existe.'] } },
      },
    });
    render();
    const form = await fill();
    fireEvent.click(within(form).getByRole('checkbox', { name: /Editor/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Crear cuenta' }));
    await screen.findByText('Ya existe una cuenta con este email.');
    expect(screen.getByText('El rol «editor» no existe.')).toBeTruthy();
    await waitFor(() => expect(within(form).getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true'));
  });
});
