import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeBanner } from '~/components/admin/banners/test-banners';
import { renderScreen, toastsShown } from '~/components/admin/catalog/test-routes';
import { mockApi } from '~/components/admin/test-support';
import { clearToastsForTests } from '~/lib/toast';
import * as editModule from './ad-banners-edit';
import * as newModule from './ad-banners-new';

beforeEach(() => clearToastsForTests());
afterEach(() => {
  vi.unstubAllGlobals();
});

const bodyOf = (calls: ReturnType<typeof mockApi>['calls'], key: string) => JSON.parse(String(calls.find((c) => c.key === key)!.init!.body));
const preview = () => screen.getByRole('region', { name: 'Vista previa del banner' });

describe('new ad banner', () => {
  it('previews the html as the server sanitises it, in the store strip, and creates the banner for /store and /store/*', async () => {
    const { calls } = mockApi({
      'POST /api/admin/ad-banners/preview': { body: { status: 'success', data: { html_content: '<p>Envío <strong>gratis</strong></p>' } } },
      'POST /api/admin/ad-banners': { status: 201, body: { status: 'success', data: makeBanner({ id: 12, nombre: 'Envío gratis', tipo_banner: 'html' }) } },
      'GET /api/admin/ad-banners': { body: { status: 'success', data: { data: [], current_page: 1, last_page: 1, per_page: 20, total: 0, from: null, to: null } } },
    });
    const { router } = renderScreen(newModule, '/admin/ad-banners/new', '/admin/ad-banners/new');
    fireEvent.change(await screen.findByLabelText(/Nombre interno/), { target: { value: 'Envío gratis' } });
    fireEvent.click(screen.getByRole('radio', { name: /HTML/ }));
    fireEvent.change(screen.getByRole('textbox', { name: /^HTML/ }), { target: { value: '<p onclick="x()">Envío <strong>gratis</strong><script>alert(1)</script></p>' } });

    await waitFor(() => expect(preview().innerHTML).toContain('Envío <strong>gratis</strong>'));
    // The strip's own classes may name the `noscript:` variant: look for the element and its code.
    expect(preview().innerHTML).not.toContain('<script');
    expect(preview().innerHTML).not.toContain('alert(1)');
    expect(bodyOf(calls, 'POST /api/admin/ad-banners/preview')).toEqual({ html_content: '<p onclick="x()">Envío <strong>gratis</strong><script>alert(1)</script></p>' });

    fireEvent.click(screen.getByRole('radio', { name: /Solo en algunas páginas/ }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Dirección 1' }), { target: { value: '/store' } });
    fireEvent.click(screen.getByRole('button', { name: /Toda la tienda/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Crear banner' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/ad-banners'));
    const body = bodyOf(calls, 'POST /api/admin/ad-banners');
    expect(body).toMatchObject({ nombre: 'Envío gratis', tipo_banner: 'html', rutas: ['/store', '/store/*'], imagen_url: null, activo: true, prioridad: 0, fecha_inicio: null });
    expect(toastsShown()).toContainEqual(['success', 'Banner «Envío gratis» creado.']);
  });

  it('checks the contract before sending, and shows the server 422s under their fields', async () => {
    const { calls } = mockApi({
      'POST /api/admin/ad-banners': {
        status: 422,
        body: { message: 'La fecha de fin debe ser posterior a la de inicio.', errors: { fecha_fin: ['La fecha de fin debe ser posterior a la de inicio.'], 'rutas.0': ['Cada ruta debe ser *, una ruta exacta como /store o un prefijo terminado en /* como /store/*.'] } },
      },
    });
    renderScreen(newModule, '/admin/ad-banners/new', '/admin/ad-banners/new');
    fireEvent.change(await screen.findByLabelText(/Color de fondo$/), { target: { value: 'rojo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear banner' }));
    expect(await screen.findByText('El nombre es obligatorio.')).toBeTruthy();
    expect(screen.getByText('El color de fondo debe ser un color hexadecimal como #1C355E.')).toBeTruthy();
    expect(calls.filter((c) => c.key === 'POST /api/admin/ad-banners')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/Nombre interno/), { target: { value: 'Rebajas' } });
    fireEvent.change(screen.getByLabelText(/Color de fondo$/), { target: { value: '#00263E' } });
    fireEvent.change(screen.getByLabelText(/Texto principal/), { target: { value: 'Hasta un 30 %' } });
    fireEvent.click(screen.getByRole('radio', { name: /Solo en algunas páginas/ }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Dirección 1' }), { target: { value: '/store' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear banner' }));
    const end = screen.getByLabelText(/Termina/);
    await waitFor(() => expect(end.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('La fecha de fin debe ser posterior a la de inicio.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Dirección 1' }).getAttribute('aria-invalid')).toBe('true');
    expect(toastsShown()).toEqual([]);
  });
});

describe('edit ad banner', () => {
  it('loads the banner into the form, previews it with the store strip in either theme, and saves with a toast', async () => {
    const { calls } = mockApi({
      'GET /api/admin/ad-banners/4': { body: { status: 'success', data: makeBanner() } },
      'PUT /api/admin/ad-banners/4': { body: { status: 'success', data: makeBanner({ prioridad: 20 }) } },
      'GET /api/admin/ad-banners': { body: { status: 'success', data: { data: [], current_page: 1, last_page: 1, per_page: 20, total: 0, from: null, to: null } } },
    });
    renderScreen(editModule, '/admin/ad-banners/:id', '/admin/ad-banners/4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rebajas de invierno' })).toBeTruthy();
    expect((screen.getByLabelText(/Texto principal/) as HTMLInputElement).value).toBe('Hasta un 30 % en abrigos');
    const strip = preview();
    expect(strip.textContent).toContain('Hasta un 30 % en abrigos');
    expect(within(strip).getByRole('link', { name: /Ver más/ })).toBeTruthy();
    expect(within(strip).getByRole('button', { name: 'Cerrar' })).toBeTruthy();
    expect(strip.getAttribute('style')).toContain('background-color: #00263E');
    expect(strip.closest('[data-theme]')!.getAttribute('data-theme')).toBe('ruediverso');
    fireEvent.click(screen.getByRole('radio', { name: 'Divergente' }));
    expect(preview().closest('[data-theme]')!.getAttribute('data-theme')).toBe('divergente');

    fireEvent.change(screen.getByLabelText(/Texto principal/), { target: { value: 'Hasta un 40 %' } });
    expect(preview().textContent).toContain('Hasta un 40 %');
    const rules = screen.getByRole('list', { name: 'Páginas donde se muestra' });
    expect(within(rules).getAllByRole('listitem')).toHaveLength(2);

    fireEvent.change(screen.getByLabelText(/Prioridad/), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(toastsShown()).toContainEqual(['success', 'Cambios de «Rebajas de invierno» guardados.']));
    expect(bodyOf(calls, 'PUT /api/admin/ad-banners/4')).toMatchObject({ prioridad: 20, texto_principal: 'Hasta un 40 %', rutas: ['/store', '/store/*'], fecha_inicio: '2026-11-01T09:00:00.000Z' });
  });

  it('an unknown banner is a not-found card with a way back', async () => {
    mockApi({ 'GET /api/admin/ad-banners/77': { status: 404, body: { message: 'Banner no encontrado.' } } });
    renderScreen(editModule, '/admin/ad-banners/:id', '/admin/ad-banners/77');
    expect((await screen.findByRole('alert')).textContent).toContain('Este banner no existe o se ha eliminado.');
  });
});
