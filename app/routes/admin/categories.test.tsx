import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CATEGORIES } from '~/components/admin/catalog/test-products';
import { renderScreen } from '~/components/admin/catalog/test-routes';
import { mockApi } from '~/components/admin/test-support';
import * as screenModule from './categories';

const renderCategories = () => renderScreen(screenModule, '/admin/categories', '/admin/categories');

afterEach(() => vi.unstubAllGlobals());

describe('admin categories', () => {
  it('lists each category with its picture or initial, slug, description and product count, linking to its products', async () => {
    mockApi({ 'GET /api/admin/categories': { body: { status: 'success', data: CATEGORIES } } });
    renderCategories();
    const shirts = (await screen.findByText('Camisas')).closest('tr')!;
    expect(shirts.textContent).toContain('/camisas');
    expect(shirts.textContent).toContain('Camisas de lino y algodón.');
    expect(within(shirts).getByRole('link', { name: '12 productos en Camisas' }).getAttribute('href')).toBe('/admin/products?category=3');
    const jackets = screen.getByText('Chaquetas').closest('tr')!;
    expect(jackets.querySelector('img')!.getAttribute('src')).toBe('/storage/categories/chaquetas.webp');
    expect(jackets.textContent).toContain('1 producto');
    expect(screen.getByText('3 categorías (1 oculta) · 13 productos')).toBeTruthy();
    expect(screen.getByText('Retales').closest('tr')!.textContent).toContain('Oculta en la tienda');
    expect(shirts.textContent).not.toContain('Oculta en la tienda');
    expect(screen.queryByRole('button', { name: /editar|eliminar|nueva/i })).toBeNull();
  });

  it('a failed load gives an empty table, an honest message and a retry', async () => {
    mockApi({
      'GET /api/admin/categories': [{ status: 500, body: {} }, { body: { status: 'success', data: CATEGORIES } }],
    });
    renderCategories();
    expect((await screen.findByRole('alert')).textContent).toContain('No se pudieron cargar las categorías.');
    expect(screen.getByText('Sin datos que mostrar')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await screen.findByText('Camisas');
  });
});
