import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminCampaign, CampaignPreview } from '@common/campaigns/contracts';
import { BRANDS, CATEGORIES, makeProduct } from '~/components/admin/catalog/test-products';
import { renderScreen, toastsShown } from '~/components/admin/catalog/test-routes';
import { makeUser, mockApi } from '~/components/admin/test-support';
import { clearToastsForTests } from '~/lib/toast';
import * as listModule from './campaigns';
import * as editModule from './campaigns-edit';
import * as newModule from './campaigns-new';

beforeEach(() => clearToastsForTests());
afterEach(() => {
  vi.unstubAllGlobals();
});

const ok = (data: unknown) => ({ body: { status: 'success', data } });
const bodyOf = (calls: ReturnType<typeof mockApi>['calls'], key: string) => JSON.parse(String(calls.findLast((c) => c.key === key)!.init!.body));
const pageOf = (data: AdminCampaign[]) => ok({ data, current_page: 1, last_page: 1, per_page: 20, total: data.length, from: data.length ? 1 : null, to: data.length || null });

function makeCampaign(overrides: Partial<AdminCampaign> = {}): AdminCampaign {
  return {
    id: 7,
    name: 'Rebajas de enero',
    slug: 'rebajas-enero',
    public_text: 'Hasta un 30 % en lino.',
    // 7 Jan 2027 00:00 and 31 Jan 2027 23:59 in Madrid (UTC+1 in winter).
    starts_at: '2027-01-06T23:00:00.000Z',
    ends_at: '2027-01-31T22:59:00.000Z',
    starts_at_madrid: '2027-01-07T00:00',
    ends_at_madrid: '2027-01-31T23:59',
    scope: { whole_store: false, category_ids: [3], brand_ids: [], product_ids: [7], excluded_sizes: ['XS'] },
    offer_kind: 'percent',
    percent: 30,
    fixed_price: null,
    min_order: null,
    offer_text: '-30 %',
    state: 'programada',
    products_held: 0,
    public_path: '/store/rebajas/rebajas-enero',
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

const PREVIEW: CampaignPreview = {
  products_covered: 40,
  products_changed: 12,
  biggest_reduction_percent: 30,
  examples: [{ product_id: 7, name: 'Camisa de lino', price: 59.9, new_price: 41.93 }],
  overlaps: [{ id: 3, name: 'Verano lino' }],
};

const formRoutes = { 'GET /api/brands': ok(BRANDS), 'GET /api/admin/categories': ok(CATEGORIES), 'POST /api/admin/campaigns/preview': ok(PREVIEW) };

async function fillValidCampaign() {
  fireEvent.change(await screen.findByRole('textbox', { name: /^Nombre/ }), { target: { value: 'Rebajas de Año Nuevo' } });
  fireEvent.change(screen.getByLabelText(/^Empieza \(hora de Madrid\)/), { target: { value: '2027-01-07T00:00' } });
  fireEvent.change(screen.getByLabelText(/^Termina \(hora de Madrid\)/), { target: { value: '2027-01-31T23:59' } });
  fireEvent.change(screen.getByRole('textbox', { name: /^Porcentaje/ }), { target: { value: '30' } });
}

describe('campaign form', () => {
  it('suggests the slug from the name, and shows the amount field the chosen offer needs', async () => {
    mockApi(formRoutes);
    renderScreen(newModule, '/admin/campaigns/new', '/admin/campaigns/new');
    fireEvent.change(await screen.findByRole('textbox', { name: /^Nombre/ }), { target: { value: 'Rebajas de Año Nuevo' } });
    expect((screen.getByRole('textbox', { name: /^Dirección/ }) as HTMLInputElement).value).toBe('rebajas-de-ano-nuevo');
    expect(screen.getByText(/La página pública será \/store\/rebajas\/rebajas-de-ano-nuevo/)).toBeTruthy();
    // A slug of one's own is kept when the name changes again.
    fireEvent.change(screen.getByRole('textbox', { name: /^Dirección/ }), { target: { value: 'enero' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Nombre/ }), { target: { value: 'Rebajas de enero' } });
    expect((screen.getByRole('textbox', { name: /^Dirección/ }) as HTMLInputElement).value).toBe('enero');

    expect(screen.getByRole('radio', { name: /Porcentaje de descuento/ }).getAttribute('checked')).toBeDefined();
    expect(screen.getByRole('textbox', { name: /^Porcentaje/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /^Precio fijo/ }));
    expect(screen.getByRole('textbox', { name: /^Precio fijo \(€\)/ })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^Porcentaje/ })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /^3x2/ }));
    expect(screen.queryByRole('textbox', { name: /\(€\)/ })).toBeNull();
    expect(screen.getByText(/no necesita importe/)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /^Envío gratis/ }));
    expect(screen.getByRole('textbox', { name: /^Importe mínimo \(€\)/ })).toBeTruthy();
  });

  it('previews what saving would do (in a live region), then creates the campaign with Madrid wall-clock dates', async () => {
    const { calls } = mockApi({ ...formRoutes, 'POST /api/admin/campaigns': { status: 201, ...ok(makeCampaign({ name: 'Rebajas de Año Nuevo' })) }, 'GET /api/admin/campaigns': pageOf([]) });
    const { router } = renderScreen(newModule, '/admin/campaigns/new', '/admin/campaigns/new');
    await fillValidCampaign();
    fireEvent.click(screen.getByRole('checkbox', { name: /^Toda la tienda/ }));
    fireEvent.change(screen.getByRole('textbox', { name: /^Tallas excluidas/ }), { target: { value: 'xs, XXL,, xs' } });

    const summary = await screen.findByText('Cambiarán de precio 12 productos de 40 · mayor rebaja −30 %', undefined, { timeout: 3000 });
    expect(summary.closest('[aria-live]')).toBeTruthy();
    expect(screen.getByText('Camisa de lino')).toBeTruthy();
    expect(screen.getByText(/Coincide en fechas con Verano lino/)).toBeTruthy();
    expect(bodyOf(calls, 'POST /api/admin/campaigns/preview')).toMatchObject({ scope: { whole_store: true }, percent: 30 });

    fireEvent.click(screen.getByRole('button', { name: 'Crear campaña' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/campaigns'));
    expect(bodyOf(calls, 'POST /api/admin/campaigns')).toEqual({
      name: 'Rebajas de Año Nuevo',
      slug: 'rebajas-de-ano-nuevo',
      public_text: '',
      starts_at: '2027-01-07T00:00',
      ends_at: '2027-01-31T23:59',
      scope: { whole_store: true, category_ids: [], brand_ids: [], product_ids: [], excluded_sizes: ['xs', 'XXL'] },
      offer_kind: 'percent',
      percent: 30,
      fixed_price: null,
      min_order: null,
    });
    expect(toastsShown()).toContainEqual(['success', 'Campaña «Rebajas de Año Nuevo» programada.']);
  });

  it("shows the server's 422s beside each field, the scope's too", async () => {
    mockApi({
      ...formRoutes,
      'POST /api/admin/campaigns': {
        status: 422,
        body: {
          message: 'Revisa la campaña.',
          errors: {
            slug: ['Ya hay una campaña con esta dirección.'],
            ends_at: ['El fin debe ser posterior al inicio.'],
            scope: ['Elige qué cubre la campaña: toda la tienda, o categorías, marcas o productos.'],
            'scope.excluded_sizes.0': ['Una talla tiene como mucho 20 caracteres.'],
          },
        },
      },
    });
    renderScreen(newModule, '/admin/campaigns/new', '/admin/campaigns/new');
    await fillValidCampaign();
    fireEvent.click(screen.getByRole('button', { name: 'Crear campaña' }));

    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Dirección/ }).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Ya hay una campaña con esta dirección.')).toBeTruthy();
    expect(screen.getByLabelText(/^Termina \(hora de Madrid\)/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('El fin debe ser posterior al inicio.')).toBeTruthy();
    const wholeStore = screen.getByRole('checkbox', { name: /^Toda la tienda/ });
    expect(wholeStore.getAttribute('aria-invalid')).toBe('true');
    expect(wholeStore.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Elige qué cubre la campaña: toda la tienda, o categorías, marcas o productos.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Tallas excluidas/ }).getAttribute('aria-invalid')).toBe('true');
    expect(toastsShown()).toEqual([]);
  });

  it('checks the contract before sending: a percentage out of range is said under its field', async () => {
    const { calls } = mockApi(formRoutes);
    renderScreen(newModule, '/admin/campaigns/new', '/admin/campaigns/new');
    await fillValidCampaign();
    fireEvent.change(screen.getByRole('textbox', { name: /^Porcentaje/ }), { target: { value: '95' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear campaña' }));
    expect((await screen.findAllByText('El porcentaje debe estar entre 1 y 90.')).length).toBeGreaterThan(0);
    expect(calls.some((c) => c.key === 'POST /api/admin/campaigns')).toBe(false);
  });

  it('loads a scheduled campaign with its scope and names, and saves only what changed', async () => {
    const { calls } = mockApi({
      ...formRoutes,
      'GET /api/admin/campaigns/7': [ok(makeCampaign()), ok(makeCampaign({ state: 'cancelada' }))],
      'GET /api/admin/products/7': ok(makeProduct({ id: 7, name: 'Camisa de lino' })),
      'PATCH /api/admin/campaigns/7': ok(makeCampaign({ percent: 25 })),
      'POST /api/admin/campaigns/7/cancel': ok(makeCampaign({ state: 'cancelada' })),
      'GET /api/admin/campaigns': pageOf([]),
    });
    renderScreen(editModule, '/admin/campaigns/:id', '/admin/campaigns/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rebajas de enero' })).toBeTruthy();
    expect(screen.getAllByText('Programada').length).toBeGreaterThan(0);
    expect(screen.getByText('/store/rebajas/rebajas-enero')).toBeTruthy();
    expect((screen.getByLabelText(/^Empieza \(hora de Madrid\)/) as HTMLInputElement).value).toBe('2027-01-07T00:00');
    expect((screen.getByRole('checkbox', { name: 'Camisas' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Quitar Camisa de lino' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Borrar' })).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: /^Porcentaje/ }), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(toastsShown()).toContainEqual(['success', 'Cambios de «Rebajas de enero» guardados.']));
    expect(bodyOf(calls, 'PATCH /api/admin/campaigns/7')).toEqual({ percent: 25 });
  });

  it('stops a campaign behind a warning; a stopped one is read only', async () => {
    const { calls } = mockApi({
      ...formRoutes,
      'GET /api/admin/campaigns/7': [ok(makeCampaign({ state: 'activa', products_held: 12, scope: { ...makeCampaign().scope, product_ids: [] } })), ok(makeCampaign({ state: 'cancelada' }))],
      'POST /api/admin/campaigns/7/cancel': ok(makeCampaign({ state: 'cancelada' })),
    });
    renderScreen(editModule, '/admin/campaigns/:id', '/admin/campaigns/7');
    await screen.findByText(/12 productos con su precio/);
    expect(screen.getByRole('link', { name: /\/store\/rebajas\/rebajas-enero/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Borrar' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Parar campaña' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: '¿Parar la campaña «Rebajas de enero»?' })).getByRole('button', { name: 'Parar campaña' }));
    await waitFor(() => expect(toastsShown()).toContainEqual(['success', '«Rebajas de enero» parada.']));
    expect(calls.some((c) => c.key === 'POST /api/admin/campaigns/7/cancel')).toBe(true);
    expect(await screen.findByText(/Esta campaña se paró/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Parar campaña' })).toBeNull();
    // Every control sits in a disabled fieldset (happy-dom does not carry that down to :disabled; browsers do).
    expect(screen.getByRole('textbox', { name: /^Nombre/ }).closest('fieldset[disabled]')).toBeTruthy();
  });
});

describe('campaign list', () => {
  it('shows each campaign with its offer, state, Madrid dates, products held and public page; filters by state', async () => {
    const running = makeCampaign({ id: 8, name: 'Black Friday', slug: 'black-friday', public_path: '/store/rebajas/black-friday', state: 'activa', products_held: 31, offer_text: '-20 %' });
    const planned = makeCampaign();
    mockApi({ 'GET /api/admin/campaigns': pageOf([running, planned]) });
    const { router } = renderScreen(listModule, '/admin/campaigns', '/admin/campaigns');
    await screen.findByRole('link', { name: 'Black Friday' });
    const table = screen.getByRole('table', { name: 'Campañas de rebajas y promociones' });
    const row = within(table).getByRole('link', { name: 'Black Friday' }).closest('tr')!;
    expect(within(row).getByText('Activa')).toBeTruthy();
    expect(within(row).getByText('-20 %')).toBeTruthy();
    expect(within(row).getByText('31')).toBeTruthy();
    expect(within(row).getByRole('link', { name: /\/store\/rebajas\/black-friday/ }).getAttribute('href')).toBe('/store/rebajas/black-friday');
    const plannedRow = within(table).getByRole('link', { name: 'Rebajas de enero' }).closest('tr')!;
    expect(within(plannedRow).getByText('Programada')).toBeTruthy();
    expect(plannedRow.textContent).toMatch(/7 ene 2027, 0:00 – 31 ene 2027, 23:59/);
    expect(within(plannedRow).getByRole('link', { name: 'Rebajas de enero' }).getAttribute('href')).toBe('/admin/campaigns/7');
    expect(screen.getByRole('link', { name: 'Nueva campaña' })).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Estado' }), { target: { value: 'activa' } });
    await waitFor(() => expect(router.state.location.search).toBe('?state=activa'));
  });

  it('staff who only view products read the list without the new button', async () => {
    mockApi({ 'GET /api/admin/campaigns': pageOf([makeCampaign()]) });
    const viewer = makeUser([], { roles: [{ id: 9, name: 'catálogo', permissions: ['dashboard.view', 'products.view'] }] });
    renderScreen(listModule, '/admin/campaigns', '/admin/campaigns', viewer);
    await screen.findByRole('link', { name: 'Rebajas de enero' });
    expect(screen.queryByRole('link', { name: 'Nueva campaña' })).toBeNull();
  });
});
