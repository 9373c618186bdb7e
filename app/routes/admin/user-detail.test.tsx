import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '~/components/admin/test-support';
import { ADMIN_ME, renderUsersScreen, staffUser, success, toastsShown, userDetail, VIEWER_ME } from '~/components/admin/users/test-users';
import { describeDevice } from '~/components/admin/users/user-detail-view';
import * as screenModule from './user-detail';

afterEach(() => vi.unstubAllGlobals());

const render = (me = ADMIN_ME, path = '/admin/users/7') => renderUsersScreen(screenModule, '/admin/users/:id', path, me);
const SUPER_ADMIN = userDetail({ id: 9, name: 'Dirección', roles: [{ id: 1, name: 'super-admin', description: 'Acceso total', built_in: true }] });

describe('admin user page', () => {
  it('shows the profile, roles with their descriptions, sessions and addresses', async () => {
    mockApi({ 'GET /api/admin/users/7': success(userDetail()) });
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Marta Ruiz Soler' })).toBeTruthy();
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('marta@example.com');
    const roles = screen.getByRole('group', { name: 'Roles de la cuenta' });
    expect((within(roles).getByRole('checkbox', { name: /Cliente/ }) as HTMLInputElement).checked).toBe(true);
    expect(within(roles).getByText('Edita el catálogo y los banners')).toBeTruthy();
    expect((within(roles).getByRole('checkbox', { name: /Super admin/ }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Chrome en Windows')).toBeTruthy();
    expect(screen.getByText(/IP 83\.45\.10\.2/)).toBeTruthy();
    expect(screen.getByText('Calle de Atocha 27, 3º B')).toBeTruthy();
    expect(screen.getByText('Predeterminada')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Desactivar cuenta' })).toBeTruthy();
  });

  it('deactivates behind the alert dialog, with a toast, and loads the page again', async () => {
    const { calls } = mockApi({
      'GET /api/admin/users/7': [success(userDetail()), success(userDetail({ status: 'deactivated', deactivated_at: '2025-03-03T10:00:00.000Z', sessions: [] }))],
      'POST /api/admin/users/7/deactivate': success(userDetail({ status: 'deactivated', sessions: [] })),
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Desactivar cuenta' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Marta Ruiz Soler no podrá iniciar sesión y se cerrará su sesión abierta al momento.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    await screen.findByRole('button', { name: 'Reactivar cuenta' });
    expect(calls.map((c) => c.key)).toContain('POST /api/admin/users/7/deactivate');
    expect(toastsShown()).toContainEqual(['success', 'Cuenta desactivada. Sus sesiones se han cerrado.']);
    expect(screen.getByText('Sin sesiones: la cuenta está desactivada.')).toBeTruthy();
  });

  it('ends one session after confirming', async () => {
    const { calls } = mockApi({
      'GET /api/admin/users/7': [success(userDetail()), success(userDetail({ sessions: [] }))],
      'DELETE /api/admin/users/7/sessions/31': success({ message: 'Sesión cerrada.' }),
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Cerrar sesión en Chrome en Windows' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cerrar sesión' }));
    await screen.findByText('No tiene ninguna sesión abierta.');
    expect(calls.map((c) => c.key)).toContain('DELETE /api/admin/users/7/sessions/31');
    expect(toastsShown()).toContainEqual(['success', 'Sesión cerrada.']);
  });

  it('saves roles, and shows a guardrail refusal as an error toast and under the form, changing nothing', async () => {
    const refusal = 'No puedes quitarte tu último rol de staff: perderías el acceso al back-office.';
    const { calls } = mockApi({
      'GET /api/admin/users/7': success(userDetail()),
      'PUT /api/admin/users/7/roles': { status: 409, body: { message: refusal } },
    });
    render();
    const roles = await screen.findByRole('group', { name: 'Roles de la cuenta' });
    const save = screen.getByRole('button', { name: 'Guardar roles' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(within(roles).getByRole('checkbox', { name: /Editor/ }));
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect(toastsShown()).toContainEqual(['error', refusal]));
    expect(screen.getAllByText(refusal).length).toBeGreaterThan(0);
    const body = JSON.parse(String(calls.find((c) => c.key === 'PUT /api/admin/users/7/roles')!.init!.body));
    expect(body).toEqual({ roles: ['user', 'editor'] });
  });

  it('puts a taken e-mail under its field', async () => {
    mockApi({
      'GET /api/admin/users/7': success(userDetail()),
      'PUT /api/admin/users/7': { status: 422, body: { message: 'Ya existe una cuenta con este email.', errors: { email: ['Ya existe una cuenta con este email.'] } } },
    });
    render();
    const email = (await screen.findByLabelText(/^Email/)) as HTMLInputElement;
    fireEvent.change(email, { target: { value: 'otra@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar perfil' }));
    await screen.findByText('Ya existe una cuenta con este email.');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
  });

  it('is read-only for someone who may only look, and locked for a super-admin account unless a super-admin asks', async () => {
    mockApi({ 'GET /api/admin/users/7': success(userDetail()), 'GET /api/admin/users/9': success(SUPER_ADMIN) });
    const viewer = render(VIEWER_ME);
    await screen.findByRole('heading', { level: 1, name: 'Marta Ruiz Soler' });
    expect(screen.queryByRole('button', { name: /Desactivar|Guardar|Cerrar sesión/ })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    viewer.unmount();

    const admin = render(ADMIN_ME, '/admin/users/9');
    await screen.findByRole('heading', { level: 1, name: 'Dirección' });
    expect(screen.getByText('Solo un super-admin puede modificar una cuenta super-admin.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Desactivar|Guardar/ })).toBeNull();
    admin.unmount();

    render(staffUser([{ name: 'super-admin', permissions: ['users.view', 'users.manage'] }], 9), '/admin/users/9');
    await screen.findByRole('button', { name: 'Guardar perfil' });
    // Nobody deactivates themselves.
    expect(screen.queryByRole('button', { name: 'Desactivar cuenta' })).toBeNull();
  });

  it('says when the user does not exist', async () => {
    mockApi({ 'GET /api/admin/users/404': { status: 404, body: { message: 'Usuario no encontrado.' } } });
    render(ADMIN_ME, '/admin/users/404');
    expect((await screen.findByRole('alert')).textContent).toContain('Este usuario no existe.');
    expect(screen.getByRole('link', { name: 'Volver a usuarios' }).getAttribute('href')).toBe('/admin/users');
  });

  it("'Restablecer segundo factor' asks first, then calls the reset and says what happened (issue 33)", async () => {
    const { calls } = mockApi({
      'GET /api/admin/users/7': [success(userDetail()), success(userDetail({ sessions: [] }))],
      'POST /api/admin/users/7/second-factor/reset': success({ message: 'Segundo factor restablecido.' }),
    });
    render();
    const section = await screen.findByRole('region', { name: 'Segundo factor' });
    expect(screen.getByText(/Entró con: Contraseña/)).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Restablecer segundo factor' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Restablecer su segundo factor?' });
    expect(dialog.textContent).toContain('Marta Ruiz Soler');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.map((c) => c.key)).not.toContain('POST /api/admin/users/7/second-factor/reset');

    fireEvent.click(within(section).getByRole('button', { name: 'Restablecer segundo factor' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Restablecer' }));
    await waitFor(() => expect(calls.map((c) => c.key)).toContain('POST /api/admin/users/7/second-factor/reset'));
    await waitFor(() =>
      expect(toastsShown()).toContainEqual(['success', 'Segundo factor restablecido: sus sesiones se han cerrado y le hemos avisado por email.']),
    );
  });

  it('the reset is not offered to someone who may only look', async () => {
    mockApi({ 'GET /api/admin/users/7': success(userDetail()) });
    render(VIEWER_ME);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Restablecer segundo factor' })).toBeNull();
  });

  it('names devices as people read them', () => {
    expect(describeDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1')).toBe('Safari en iOS');
    expect(describeDevice('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe('Firefox en Linux');
    expect(describeDevice(null)).toBe('Dispositivo desconocido');
    expect(describeDevice('vitest')).toBe('vitest');
  });
});
