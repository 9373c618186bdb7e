import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRANDS, CATEGORIES } from '~/components/admin/catalog/test-products';
import { renderScreen } from '~/components/admin/catalog/test-routes';
import { mockApi } from '~/components/admin/test-support';
import * as screenModule from './product-new';

const ok = <T,>(data: T) => ({ body: { status: 'success', data } });
const renderNew = () => renderScreen(screenModule, '/admin/products/new', '/admin/products/new');

afterEach(() => vi.unstubAllGlobals());

describe('new product screen', () => {
  it('offers the brands and the categories, a hidden one said so', async () => {
    mockApi({ 'GET /api/brands': ok(BRANDS), 'GET /api/admin/categories': ok(CATEGORIES) });
    renderNew();
    const brand = await screen.findByLabelText('Marca');
    expect([...(brand as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Elige una marca', 'Rue Diverso', 'Divergente']);
    expect(screen.getByRole('option', { name: 'Retales (oculta en la tienda)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Crear producto' })).toBeTruthy();
  });

  it('without brands or categories there is no form: it says so, and Reintentar asks again', async () => {
    mockApi({ 'GET /api/brands': [{ status: 500, body: {} }, ok(BRANDS)], 'GET /api/admin/categories': ok(CATEGORIES) });
    renderNew();
    expect((await screen.findByRole('alert')).textContent).toContain('No se pudo cargar el formulario.');
    expect(screen.getByRole('heading', { level: 1, name: 'Nuevo producto' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('button', { name: 'Crear producto' })).toBeTruthy();
  });
});
