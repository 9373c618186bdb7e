import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminCategoryNode } from '@common/catalog/admin-category-contracts';
import { renderScreen, toastsShown } from '~/components/admin/catalog/test-routes';
import { mockApi } from '~/components/admin/test-support';
import * as screenModule from './categories';

const renderCategories = () => renderScreen(screenModule, '/admin/categories', '/admin/categories');

afterEach(() => vi.unstubAllGlobals());

const node = (overrides: Partial<AdminCategoryNode> & Pick<AdminCategoryNode, 'id' | 'name' | 'slug'>): AdminCategoryNode => ({
  description: null,
  image: null,
  image_url: null,
  parent_id: null,
  products_count: 0,
  is_active: true,
  sort_order: 0,
  own_products_count: 0,
  children_count: 0,
  ...overrides,
});

const TREE: AdminCategoryNode[] = [
  node({ id: 3, name: 'Camisas', slug: 'camisas', products_count: 12, own_products_count: 9, children_count: 2 }),
  node({ id: 6, name: 'Lino', slug: 'lino', parent_id: 3, products_count: 3, own_products_count: 3 }),
  node({ id: 7, name: 'Oxford', slug: 'oxford', parent_id: 3, sort_order: 1 }),
  node({ id: 4, name: 'Chaquetas', slug: 'chaquetas', image: 'categories/chaquetas.webp', image_url: '/storage/categories/chaquetas.webp', sort_order: 1, products_count: 1, own_products_count: 1 }),
  node({ id: 5, name: 'Retales', slug: 'retales', is_active: false, sort_order: 2 }),
];
const ok = (data: unknown, status = 200) => ({ status, body: { status: 'success', data } });

describe('admin categories', () => {
  it('draws the tree: subcategories nested under their parent, counts, states and pictures', async () => {
    mockApi({ 'GET /api/admin/categories': ok(TREE) });
    renderCategories();
    const top = await screen.findByRole('list', { name: 'Categorías de la tienda' });
    const children = within(top).getByRole('list', { name: 'Subcategorías de Camisas' });
    expect(within(children).getByText('Lino')).toBeTruthy();
    expect(within(children).getByText('Oxford')).toBeTruthy();
    expect(within(top).getByRole('link', { name: '12 productos en Camisas' }).getAttribute('href')).toBe('/admin/products?category=3');
    expect(screen.getByText('Chaquetas').closest('li')!.querySelector('img')!.getAttribute('src')).toBe('/storage/categories/chaquetas.webp');
    expect(screen.getByText('Retales').closest('li')!.textContent).toContain('Oculta en la tienda');
    expect(screen.getByText('5 categorías (1 oculta) · 13 productos')).toBeTruthy();
    // First of its level cannot go up, last cannot go down.
    expect((screen.getByRole('button', { name: 'Subir Camisas' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Bajar Oxford' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('moves a category down within its level and keeps the focus on it', async () => {
    const after = TREE.map((c) => (c.id === 6 ? { ...c, sort_order: 1 } : c.id === 7 ? { ...c, sort_order: 0 } : c));
    const reordered = [after[0]!, after[2]!, after[1]!, after[3]!, after[4]!];
    const { calls } = mockApi({
      'GET /api/admin/categories': [ok(TREE), ok(reordered)],
      'PUT /api/admin/categories/order': ok(reordered),
    });
    renderCategories();
    fireEvent.click(await screen.findByRole('button', { name: 'Bajar Lino' }));
    await waitFor(() => expect(calls.map((c) => c.key)).toContain('PUT /api/admin/categories/order'));
    const sent = JSON.parse(String(calls.find((c) => c.key === 'PUT /api/admin/categories/order')!.init!.body));
    expect(sent).toEqual({ parent_id: 3, category_ids: [7, 6] });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Subir Lino'));
    const children = screen.getByRole('list', { name: 'Subcategorías de Camisas' });
    expect(within(children).getAllByText(/^(Lino|Oxford)$/).map((el) => el.textContent)).toEqual(['Oxford', 'Lino']);
  });

  it('creates a subcategory from its parent row; the parent select leaves out the category and its descendants', async () => {
    const created = node({ id: 9, name: 'Mangas cortas', slug: 'mangas-cortas', parent_id: 3, sort_order: 2 });
    const { calls } = mockApi({
      'GET /api/admin/categories': [ok(TREE), ok([...TREE, created])],
      'POST /api/admin/categories': ok(created, 201),
    });
    renderCategories();
    fireEvent.click(await screen.findByRole('button', { name: 'Nueva subcategoría de Camisas' }));
    const form = screen.getByRole('form', { name: 'Nueva categoría' });
    expect((within(form).getByRole('combobox', { name: /Categoría padre/ }) as HTMLSelectElement).value).toBe('3');
    fireEvent.change(within(form).getByRole('textbox', { name: /^Nombre/ }), { target: { value: 'Mangas cortas' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Crear categoría' }));
    await waitFor(() => expect(toastsShown()).toContainEqual(['success', 'Categoría Mangas cortas creada.']));
    const sent = JSON.parse(String(calls.find((c) => c.key === 'POST /api/admin/categories')!.init!.body));
    expect(sent).toMatchObject({ name: 'Mangas cortas', parent_id: 3, is_active: true });
    await within(screen.getByRole('list', { name: 'Subcategorías de Camisas' })).findByText('Mangas cortas');

    // Editing Camisas: neither itself nor its subcategories are offered as parent.
    fireEvent.click(screen.getByRole('button', { name: 'Editar Camisas' }));
    const edit = screen.getByRole('form', { name: 'Editar Camisas' });
    const options = within(within(edit).getByRole('combobox', { name: /Categoría padre/ })).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Ninguna (primer nivel)', 'Chaquetas', 'Retales']);
  });

  it('shows a 422 on the parent under its field', async () => {
    mockApi({
      'GET /api/admin/categories': ok(TREE),
      'PUT /api/admin/categories/6': {
        status: 422,
        body: { message: 'Una categoría no puede colgar de sí misma ni de sus subcategorías.', errors: { parent_id: ['Una categoría no puede colgar de sí misma ni de sus subcategorías.'] } },
      },
    });
    renderCategories();
    fireEvent.click(await screen.findByRole('button', { name: 'Editar Lino' }));
    const form = screen.getByRole('form', { name: 'Editar Lino' });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    const select = within(form).getByRole('combobox', { name: /Categoría padre/ });
    await waitFor(() => expect(select.getAttribute('aria-invalid')).toBe('true'));
    expect(form.textContent).toContain('Una categoría no puede colgar de sí misma ni de sus subcategorías.');
  });

  it('explains why a category with products cannot be deleted, and deletes an empty one after confirming', async () => {
    const { calls } = mockApi({
      'GET /api/admin/categories': ok(TREE),
      'DELETE /api/admin/categories/5': ok({ message: 'Categoría «Retales» borrada.' }),
      'POST /api/admin/categories/4/deactivate': ok({ ...TREE[3], is_active: false }),
    });
    renderCategories();
    fireEvent.click(await screen.findByRole('button', { name: 'Borrar Camisas' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Tiene 9 productos');
    fireEvent.click(screen.getByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Borrar Retales' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Borrar' }));
    await waitFor(() => expect(calls.map((c) => c.key)).toContain('DELETE /api/admin/categories/5'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Desactivar Chaquetas' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Desactivar' }));
    await waitFor(() => expect(calls.map((c) => c.key)).toContain('POST /api/admin/categories/4/deactivate'));
  });

  it('a failed load gives an empty list, an honest message and a retry', async () => {
    mockApi({ 'GET /api/admin/categories': [{ status: 500, body: {} }, ok(TREE)] });
    renderCategories();
    expect((await screen.findByRole('alert')).textContent).toContain('No se pudieron cargar las categorías.');
    expect(screen.getByText('Sin datos que mostrar')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await screen.findByText('Camisas');
  });
});
