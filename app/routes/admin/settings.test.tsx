import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentProviderInfo } from '@common/payments/provider-contracts';
import { DEFAULT_STORE_SETTINGS, type AdminStoreSettings } from '@common/settings/contracts';
import { renderScreen, toastsShown } from '~/components/admin/catalog/test-routes';
import { makeUser, mockApi, renderRoute } from '~/components/admin/test-support';
import { setAuthUser } from '~/lib/auth';
import { replaceStoreSettings } from '~/lib/store-facts';
import * as settingsModule from './settings';

afterEach(() => {
  vi.unstubAllGlobals();
  replaceStoreSettings(null);
});

const STORED: AdminStoreSettings = {
  settings: DEFAULT_STORE_SETTINGS,
  updated_at: '2026-11-20T09:30:00.000Z',
  updated_by: { id: 1, name: 'Lucía Martín Pardo' },
};

const REDSYS: PaymentProviderInfo = {
  provider: 'redsys',
  label: 'Redsys (TPV Virtual)',
  mode: 'live',
  methods: ['card', 'bizum'],
  notes: ['La compradora paga en la página segura de Redsys (tarjeta con 3-D Secure, o Bizum); la tienda nunca ve la tarjeta.'],
  notification_url: 'https://tiendadiverso.es/api/payments/redsys/notification',
};

/** The API as this screen calls it: the settings and, beside them, the payment provider in use. */
const mockSettingsApi = (routes: Parameters<typeof mockApi>[0]) =>
  mockApi({ 'GET /api/admin/payments/provider': { body: { status: 'success', data: REDSYS } }, ...routes });

const renderSettings = () => renderScreen(settingsModule as never, '/admin/settings', '/admin/settings');

function sentBody(init: RequestInit | undefined) {
  return JSON.parse(String(init?.body)) as Record<string, unknown>;
}

describe('admin settings', () => {
  it('shows every section filled with the stored settings and who changed them last', async () => {
    mockSettingsApi({ 'GET /api/admin/settings': { body: { status: 'success', data: STORED } } });
    renderSettings();
    await screen.findByLabelText(/Nombre de la tienda/);
    expect(screen.getByRole('heading', { level: 1, name: 'Configuración' })).toBeTruthy();
    for (const title of ['Tienda y datos legales', 'Contacto', 'Horario', 'Redes sociales', 'Envío e IVA', 'Mantenimiento', 'SEO']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeTruthy();
    }
    expect((screen.getByLabelText(/Nombre de la tienda/) as HTMLInputElement).value).toBe('Tienda Diverso');
    expect((screen.getByLabelText(/Envío gratuito desde/) as HTMLInputElement).value).toBe('60,00');
    expect((screen.getByLabelText(/IVA \(%\)/) as HTMLInputElement).value).toBe('21');
    expect(screen.getByText(/por Lucía Martín Pardo/)).toBeTruthy();
    expect(screen.getByText('De lunes a viernes, de 9:00 a 19:00 (hora peninsular).')).toBeTruthy();
    expect((screen.getByLabelText(/Abre \(sábado\)/) as HTMLInputElement).disabled).toBe(true);
  });

  it('saves the threshold as a number in euros and confirms with a toast', async () => {
    // The store as the server keeps it: the reload after the save reads what was saved.
    let current = STORED;
    const { calls } = mockSettingsApi({
      'GET /api/admin/settings': () => ({ body: { status: 'success', data: current } }),
      'PUT /api/admin/settings': (init) => {
        current = { ...current, settings: { ...current.settings, ...sentBody(init) } };
        return { body: { status: 'success', data: current } };
      },
    });
    renderSettings();
    const threshold = await screen.findByLabelText(/Envío gratuito desde/);
    fireEvent.change(threshold, { target: { value: '75,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(toastsShown()).toContainEqual(['success', 'Configuración guardada.']));
    const body = sentBody(calls.find((call) => call.key === 'PUT /api/admin/settings')!.init);
    expect(body).toMatchObject({ free_shipping_threshold: 75.5, vat_rate: 21, shipping_standard_fee: 4.95 });
    await waitFor(() => expect((screen.getByLabelText(/Envío gratuito desde/) as HTMLInputElement).value).toBe('75,50'));
  });

  it('checks the fields before sending and puts the server’s 422 under its field', async () => {
    const { calls } = mockSettingsApi({
      'GET /api/admin/settings': { body: { status: 'success', data: STORED } },
      'PUT /api/admin/settings': {
        status: 422,
        body: { message: 'Revisa los datos.', errors: { contact_email: ['Ese email no acepta correo.'] } },
      },
    });
    renderSettings();
    fireEvent.change(await screen.findByLabelText(/^NIF/), { target: { value: '12345678A' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('El NIF no es válido: revisa las cifras y la letra de control.')).toBeTruthy();
    expect(calls.some((call) => call.key === 'PUT /api/admin/settings')).toBe(false);

    fireEvent.change(screen.getByLabelText(/^NIF/), { target: { value: 'B12345674' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Ese email no acepta correo.')).toBeTruthy();
    expect(screen.getByLabelText(/Email de contacto/).getAttribute('aria-invalid')).toBe('true');
  });

  it('edits the registry data beside the NIF and the registered address, checks its length and sends it', async () => {
    let current = STORED;
    const { calls } = mockSettingsApi({
      'GET /api/admin/settings': () => ({ body: { status: 'success', data: current } }),
      'PUT /api/admin/settings': (init) => {
        current = { ...current, settings: { ...current.settings, ...sentBody(init) } };
        return { body: { status: 'success', data: current } };
      },
    });
    renderSettings();
    const registry = (await screen.findByLabelText(/^Datos registrales/)) as HTMLInputElement;
    expect(registry.value).toBe('');
    expect(registry.required).toBe(false);
    expect(registry.getAttribute('aria-describedby')).toBeTruthy();
    const hint = registry.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    expect(hint).toContain('Por ejemplo: Inscrita en el Registro Mercantil de Madrid, tomo 12345, folio 67, hoja M-123456');
    // In the legal identity section, with the NIF and the registered address.
    const section = screen.getByRole('heading', { level: 2, name: 'Tienda y datos legales' }).closest('section')!;
    for (const label of [/^NIF/, /^Domicilio social/, /^Datos registrales/]) expect(within(section).getByLabelText(label)).toBeTruthy();

    fireEvent.change(registry, { target: { value: 'x'.repeat(301) } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Los datos registrales admiten como mucho 300 caracteres.')).toBeTruthy();
    expect(registry.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.key === 'PUT /api/admin/settings')).toBe(false);

    const text = 'Inscrita en el Registro Mercantil de Madrid, tomo 12345, folio 67, hoja M-123456';
    fireEvent.change(registry, { target: { value: text } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(toastsShown()).toContainEqual(['success', 'Configuración guardada.']));
    expect(sentBody(calls.find((call) => call.key === 'PUT /api/admin/settings')!.init).commercial_registry).toBe(text);
    await waitFor(() => expect((screen.getByLabelText(/^Datos registrales/) as HTMLInputElement).value).toBe(text));
  });

  it('edits the three invoice series beside the legal data, checks them and puts the server’s 422 under its field', async () => {
    let answered = false;
    const { calls } = mockSettingsApi({
      'GET /api/admin/settings': { body: { status: 'success', data: STORED } },
      'PUT /api/admin/settings': (init) => {
        if (!answered) {
          answered = true;
          return { status: 422, body: { message: 'Revisa los datos.', errors: { invoice_series_full: ['Ese prefijo ya lo usó otra serie este año.'] } } };
        }
        return { body: { status: 'success', data: { ...STORED, settings: { ...STORED.settings, ...sentBody(init) } } } };
      },
    });
    renderSettings();
    const section = (await screen.findByRole('heading', { level: 2, name: 'Facturación' })).closest('section')!;
    const simplified = within(section).getByLabelText(/^Serie de facturas simplificadas/) as HTMLInputElement;
    const full = within(section).getByLabelText(/^Serie de facturas completas/) as HTMLInputElement;
    const rectifying = within(section).getByLabelText(/^Serie de rectificativas/) as HTMLInputElement;
    expect([simplified.value, full.value, rectifying.value]).toEqual(['FS', 'FC', 'FR']);
    expect(section.textContent).toContain('Cambiar un prefijo empieza una serie nueva');
    expect(simplified.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent).join(' ')).toMatch(/Numera así: FS-\d{4}-000001/);

    fireEvent.change(full, { target: { value: 'FS' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(section).findByText('Cada serie necesita su propio prefijo: FS ya es el de otra serie.')).toBeTruthy();
    expect(calls.some((call) => call.key === 'PUT /api/admin/settings')).toBe(false);

    fireEvent.change(full, { target: { value: 'F-C' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(section).findByText('La serie de las facturas completas solo admite letras sin tilde y cifras (por ejemplo FS).')).toBeTruthy();

    fireEvent.change(full, { target: { value: 'FC26' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(section).findByText('Ese prefijo ya lo usó otra serie este año.')).toBeTruthy();
    expect(full.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(full, { target: { value: 'FCB' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(toastsShown()).toContainEqual(['success', 'Configuración guardada.']));
    expect(sentBody(calls.filter((call) => call.key === 'PUT /api/admin/settings').at(-1)!.init)).toMatchObject({
      invoice_series_simplified: 'FS',
      invoice_series_full: 'FCB',
      invoice_series_rectifying: 'FR',
    });
  });

  it('warns before turning maintenance on, and a cancel sends nothing', async () => {
    const { calls } = mockSettingsApi({
      'GET /api/admin/settings': { body: { status: 'success', data: STORED } },
      'PUT /api/admin/settings': (init) => ({ body: { status: 'success', data: { ...STORED, settings: { ...STORED.settings, ...sentBody(init) } } } }),
    });
    renderSettings();
    fireEvent.click(await screen.findByLabelText('Tienda en mantenimiento'));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('¿Activar el modo mantenimiento?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((call) => call.key === 'PUT /api/admin/settings')).toBe(false);

    fireEvent.click(await screen.findByRole('button', { name: 'Guardar cambios' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Activar y guardar' }));
    await waitFor(() => expect(toastsShown()).toContainEqual(['success', 'Configuración guardada. La tienda está en modo mantenimiento.']));
    expect(sentBody(calls.find((call) => call.key === 'PUT /api/admin/settings')!.init).maintenance_enabled).toBe(true);
    expect(screen.getByText('Modo mantenimiento activo.')).toBeTruthy();
  });

  it('a failed load says so and Reintentar asks again', async () => {
    mockSettingsApi({ 'GET /api/admin/settings': [{ status: 500, body: {} }, { body: { status: 'success', data: STORED } }] });
    renderSettings();
    expect((await screen.findByRole('alert')).textContent).toContain('No se pudo cargar la configuración.');
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByLabelText(/Nombre de la tienda/)).toBeTruthy();
  });

  it('shows the payment provider in use, read-only, beside the bank transfer', async () => {
    const { calls } = mockSettingsApi({ 'GET /api/admin/settings': { body: { status: 'success', data: STORED } } });
    renderSettings();
    const section = await screen.findByRole('region', { name: 'Pagos con tarjeta y Bizum' });
    expect(within(section).getByText('Redsys (TPV Virtual)')).toBeTruthy();
    expect(within(section).getByText('Cobros reales')).toBeTruthy();
    expect(within(section).getByText(REDSYS.notification_url!)).toBeTruthy();
    expect(within(section).queryAllByRole('textbox')).toEqual([]);
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles.indexOf('Pagos con tarjeta y Bizum')).toBe(titles.indexOf('Transferencia bancaria') + 1);
    expect(calls.map((call) => call.key).sort()).toEqual(['GET /api/admin/payments/provider', 'GET /api/admin/settings']);
  });

  it('when the payment provider cannot be read, its section says so, the form stays and Reintentar asks again', async () => {
    const { calls } = mockSettingsApi({
      'GET /api/admin/settings': { body: { status: 'success', data: STORED } },
      'GET /api/admin/payments/provider': [{ status: 500, body: { message: 'Error interno del servidor.' } }, { body: { status: 'success', data: REDSYS } }],
    });
    renderSettings();
    const section = await screen.findByRole('region', { name: 'Pagos con tarjeta y Bizum' });
    expect(within(section).getByRole('alert').textContent).toContain('No se pudo consultar la pasarela de pago.');
    expect((screen.getByLabelText(/Nombre de la tienda/) as HTMLInputElement).value).toBe('Tienda Diverso');
    fireEvent.click(within(section).getByRole('button', { name: 'Reintentar' }));
    expect(await within(section).findByText('Redsys (TPV Virtual)')).toBeTruthy();
    expect(calls.filter((call) => call.key === 'GET /api/admin/payments/provider')).toHaveLength(2);
  });

  it('an editor without settings.manage gets the no-permission panel and no call goes out', async () => {
    const { fetchMock } = mockApi({});
    act(() => setAuthUser(makeUser(['editor'])));
    renderRoute(settingsModule, '/admin/settings');
    expect(await screen.findByText('No tienes permiso para ver esta pantalla.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
