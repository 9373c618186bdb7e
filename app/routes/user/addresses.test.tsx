import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Address } from '@common/account/contracts';
import { invalid, ok, renderScreen } from '~/components/account/account-test-utils';
import { makeUser, mockFetch } from '~/components/auth/auth-test-utils';
import { resetAuthForTests, setAuthUser } from '~/lib/auth';
import { clearToastsForTests } from '~/lib/toast';
import * as AddressesScreen from './addresses';

const renderAddresses = () => renderScreen(AddressesScreen, '/user/addresses');

beforeEach(() => {
  resetAuthForTests();
  setAuthUser(makeUser());
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToastsForTests();
});

const casa: Address = {
  id: 1,
  label: 'Casa',
  recipient_name: 'Lucía Fernández',
  street: 'Calle de Lavapiés 21, 3º B',
  postal_code: '28012',
  city: 'Madrid',
  province: 'Madrid',
  phone: '612345678',
  is_default: true,
  created_at: '2026-01-01T00:00:00.000Z',
};
const oficina: Address = { ...casa, id: 2, label: 'Oficina', street: 'Avinguda Diagonal 420', postal_code: '08037', city: 'Barcelona', province: 'Barcelona', is_default: false };

function fillAddress(dialog: HTMLElement, postalCode: string) {
  fireEvent.change(within(dialog).getByLabelText('Destinatario'), { target: { value: 'Marta Ruiz' } });
  fireEvent.change(within(dialog).getByLabelText('Dirección'), { target: { value: 'Calle Sierpes 4' } });
  fireEvent.change(within(dialog).getByLabelText('Código postal'), { target: { value: postalCode } });
  fireEvent.change(within(dialog).getByLabelText('Ciudad'), { target: { value: 'Sevilla' } });
  fireEvent.change(within(dialog).getByLabelText('Provincia'), { target: { value: 'Sevilla' } });
  fireEvent.change(within(dialog).getByLabelText('Teléfono'), { target: { value: '654 321 987' } });
}

describe('Direcciones', () => {
  it('lists the addresses as cards, the default one marked', async () => {
    mockFetch({ 'GET /api/user/addresses': ok([casa, oficina]) });
    renderAddresses();
    const card = await screen.findByRole('article', { name: 'Casa (predeterminada)' });
    expect(within(card).getByText('Predeterminada')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Oficina' })).getByRole('button', { name: /Usar como predeterminada/ })).toBeTruthy();
  });

  it('shows a friendly empty state with a way to add the first address', async () => {
    mockFetch({ 'GET /api/user/addresses': ok([]) });
    renderAddresses();
    expect(await screen.findByRole('heading', { name: 'Aún no tienes direcciones guardadas' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Añadir mi primera dirección' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva dirección' });
    // A first address becomes the default one.
    expect(within(dialog).getByLabelText<HTMLInputElement>('Usar como dirección predeterminada').checked).toBe(true);
  });

  it('a postal code without 5 digits is refused in the form, with no call', async () => {
    const { calls } = mockFetch({ 'GET /api/user/addresses': ok([casa]) });
    renderAddresses();
    fireEvent.click(await screen.findByRole('button', { name: 'Añadir dirección' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva dirección' });
    fillAddress(dialog, '4101');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar dirección' }));

    expect(await within(dialog).findByText('El código postal debe tener 5 cifras (por ejemplo, 28013).')).toBeTruthy();
    expect(within(dialog).getByLabelText('Código postal').getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('creates an address with POST /api/user/addresses, then shows it', async () => {
    const created: Address = { ...oficina, id: 3, label: null, recipient_name: 'Marta Ruiz', street: 'Calle Sierpes 4', postal_code: '41004', city: 'Sevilla', province: 'Sevilla', phone: '654 321 987' };
    let list = [casa];
    const { calls } = mockFetch({
      'GET /api/user/addresses': () => ok(list),
      'POST /api/user/addresses': () => {
        list = [casa, created];
        return ok(created, 201);
      },
    });
    renderAddresses();
    fireEvent.click(await screen.findByRole('button', { name: 'Añadir dirección' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva dirección' });
    fillAddress(dialog, '41004');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar dirección' }));

    expect(await screen.findByRole('article', { name: 'Marta Ruiz' })).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      label: null,
      recipient_name: 'Marta Ruiz',
      street: 'Calle Sierpes 4',
      postal_code: '41004',
      city: 'Sevilla',
      province: 'Sevilla',
      phone: '654 321 987',
      is_default: false,
    });
    expect(screen.getByText('Dirección guardada.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's 422 errors in the form", async () => {
    mockFetch({
      'GET /api/user/addresses': ok([casa]),
      'POST /api/user/addresses': invalid({ phone: ['Introduce un teléfono válido (9 cifras como mínimo).'] }),
    });
    renderAddresses();
    fireEvent.click(await screen.findByRole('button', { name: 'Añadir dirección' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva dirección' });
    fillAddress(dialog, '41004');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar dirección' }));
    expect(await within(dialog).findByText('Introduce un teléfono válido (9 cifras como mínimo).')).toBeTruthy();
  });

  it('deletes an address only after confirming', async () => {
    let list = [casa, oficina];
    const { calls } = mockFetch({
      'GET /api/user/addresses': () => ok(list),
      'DELETE /api/user/addresses/2': () => {
        list = [casa];
        return ok({ message: 'Dirección eliminada.' });
      },
    });
    renderAddresses();
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar Oficina' }));
    const confirm = await screen.findByRole('alertdialog', { name: '¿Eliminar esta dirección?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Oficina' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Oficina' })).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/api/user/addresses/2']);
    expect(screen.getByText('Dirección eliminada.')).toBeTruthy();
  });

  it("says why an address could not be deleted, and keeps it", async () => {
    mockFetch({
      'GET /api/user/addresses': ok([casa, oficina]),
      'DELETE /api/user/addresses/2': { status: 404, body: { message: 'Dirección no encontrada.' } },
    });
    renderAddresses();
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar Oficina' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Dirección no encontrada.')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Oficina' })).toBeTruthy();
    expect(screen.queryByText('No hemos podido cargar esta sección')).toBeNull();
  });

  it('makes another address the default one', async () => {
    let list = [casa, oficina];
    const { calls } = mockFetch({
      'GET /api/user/addresses': () => ok(list),
      'POST /api/user/addresses/2/default': () => {
        list = [{ ...oficina, is_default: true }, { ...casa, is_default: false }];
        return ok(list[0]);
      },
    });
    renderAddresses();
    fireEvent.click(await screen.findByRole('button', { name: 'Usar como predeterminada Oficina' }));
    expect(await screen.findByRole('article', { name: 'Oficina (predeterminada)' })).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/user/addresses/2/default')).toBe(true);
    expect(screen.getByText('Esta es ahora tu dirección predeterminada.')).toBeTruthy();
  });

  it('says when the addresses cannot be loaded, and retries', async () => {
    let fail = true;
    mockFetch({
      'GET /api/user/addresses': () => (fail ? { status: 500, body: { message: 'Error interno del servidor.' } } : ok([casa])),
    });
    renderAddresses();
    expect(await screen.findByText('No hemos podido cargar esta sección')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('article', { name: 'Casa (predeterminada)' })).toBeTruthy();
  });
});
