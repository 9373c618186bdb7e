import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductImage } from '@common/catalog/contracts';
import { movedIds } from '~/components/admin/catalog/stored-product-images';
import { BRANDS, CATEGORIES, makeProduct } from '~/components/admin/catalog/test-products';
import { renderScreen, toastsShown } from '~/components/admin/catalog/test-routes';
import { mockApi } from '~/components/admin/test-support';
import { makeImage } from '~/components/product/test-product';
import { clearToastsForTests } from '~/lib/toast';
import * as screenModule from './product-edit';

const photo = (id: number, alt: string | null = null): ProductImage =>
  makeImage({ id, image_url: `/storage/products/7/${id}-1024.webp`, thumbnail_url: `/storage/products/7/${id}-320.webp`, alt });
const PHOTOS = [photo(1, 'Frente'), photo(2, 'Espalda'), photo(3)];

const ok = <T,>(data: T) => ({ body: { status: 'success', data } });
/** What the editor loads besides the product. */
const choices = { 'GET /api/brands': ok(BRANDS), 'GET /api/admin/categories': ok(CATEGORIES) };
/** The product as loaded first, then as the server has it after each change. */
const productReplies = (...images: ProductImage[][]) => images.map((list) => ok(makeProduct({ images: list })));

const renderEditor = (id: number | string = 7) => renderScreen(screenModule, '/admin/products/:id', `/admin/products/${id}`);
const shownOrder = () => within(screen.getByRole('region', { name: /En la tienda/ })).getAllByRole('img').map((img) => img.getAttribute('src'));
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;
const changes = <C extends { key: string }>(calls: C[]) => calls.filter((c) => !c.key.startsWith('GET '));

beforeEach(() => clearToastsForTests());
afterEach(() => vi.unstubAllGlobals());

describe('edit product screen', () => {
  it('loads the product, brands and categories into the form', async () => {
    mockApi({ ...choices, 'GET /api/admin/products/7': ok(makeProduct()) });
    renderEditor();
    expect(await screen.findByRole('heading', { level: 1, name: 'Camisa de lino' })).toBeTruthy();
    expect((screen.getByLabelText('Marca') as HTMLSelectElement).value).toBe('1');
    await act(async () => undefined);
    expect(screen.getByRole('link', { name: 'Ver en la tienda' }).getAttribute('href')).toBe('/store/products/camisa-de-lino');
  });

  it('a product that does not exist (or an id that is no number) says so, with the way back', async () => {
    const { calls } = mockApi({ ...choices, 'GET /api/admin/products/404': { status: 404, body: { message: 'Producto no encontrado.' } } });
    const missing = renderEditor(404);
    expect((await screen.findByRole('alert')).textContent).toContain('Este producto no existe o se ha eliminado.');
    expect(screen.getByRole('link', { name: 'Volver al listado' }).getAttribute('href')).toBe('/admin/products');
    missing.unmount();
    renderEditor('abc');
    await screen.findByText('Este producto no existe o se ha eliminado.');
    expect(calls.some((c) => c.key.includes('abc'))).toBe(false);
  });

  it('a failed load says so and Reintentar asks again', async () => {
    mockApi({ ...choices, 'GET /api/admin/products/7': [{ status: 500, body: { message: 'Error interno.' } }, ok(makeProduct())] });
    renderEditor();
    expect((await screen.findByRole('alert')).textContent).toContain('No se pudo cargar el formulario.');
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Camisa de lino' })).toBeTruthy();
  });
});

describe('movedIds', () => {
  it('moves one photo and keeps the others in order', () => {
    expect(movedIds(PHOTOS, 2, 0)).toEqual([3, 1, 2]);
    expect(movedIds(PHOTOS, 0, 1)).toEqual([2, 1, 3]);
    expect(movedIds(PHOTOS, 1, 2)).toEqual([1, 3, 2]);
  });
});

describe('stored product photos', () => {
  it('makes a photo the main one: sends the whole order and shows what the server has then', async () => {
    const { calls } = mockApi({
      ...choices,
      'GET /api/admin/products/7': productReplies(PHOTOS, [PHOTOS[2]!, PHOTOS[0]!, PHOTOS[1]!]),
      'PUT /api/admin/products/7/images/order': ok([PHOTOS[2], PHOTOS[0], PHOTOS[1]]),
    });
    renderEditor();
    await screen.findByText('En la tienda (3)');
    expect(screen.getByRole('button', { name: 'Hacer principal la foto 1' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Mover la foto 1 antes' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Mover la foto 3 después' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Hacer principal la foto 3' }));
    await waitFor(() => expect(shownOrder()[0]).toBe('/storage/products/7/3-320.webp'));
    expect(bodyOf(changes(calls)[0]!.init)).toEqual({ image_ids: [3, 1, 2] });
    expect(screen.getByRole('status').textContent).toBe('Foto 3 es ahora la principal.');
  });

  it('keeps the order and says why when the server refuses it', async () => {
    const { calls } = mockApi({
      ...choices,
      'GET /api/admin/products/7': productReplies(PHOTOS),
      'PUT /api/admin/products/7/images/order': { status: 422, body: { message: 'Indica todas las imágenes del producto, y solo las suyas.', errors: { image_ids: ['Indica todas las imágenes del producto, y solo las suyas.'] } } },
    });
    renderEditor();
    await screen.findByText('En la tienda (3)');
    fireEvent.click(screen.getByRole('button', { name: 'Mover la foto 2 después' }));
    await waitFor(() => expect(toastsShown()).toEqual([['error', 'Indica todas las imágenes del producto, y solo las suyas.']]));
    expect(shownOrder()).toEqual(PHOTOS.map((p) => p.thumbnail_url));
    expect(calls.filter((c) => c.key === 'GET /api/admin/products/7')).toHaveLength(1);
  });

  it('removes a photo only after the confirmation', async () => {
    const { calls } = mockApi({
      ...choices,
      'GET /api/admin/products/7': productReplies(PHOTOS, [PHOTOS[1]!, PHOTOS[2]!]),
      'DELETE /api/admin/products/7/images/1': ok({ message: 'Imagen eliminada.' }),
    });
    renderEditor();
    fireEvent.click(await screen.findByRole('button', { name: 'Borrar la foto 1' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Borrar esta foto?' });
    expect(dialog.textContent).toContain('la siguiente pasará a serlo');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(changes(calls)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Borrar la foto 1' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Borrar foto' }));
    await waitFor(() => expect(shownOrder()).toEqual([PHOTOS[1]!.thumbnail_url, PHOTOS[2]!.thumbnail_url]));
    expect(changes(calls).map((c) => c.key)).toEqual(['DELETE /api/admin/products/7/images/1']);
    expect(toastsShown()).toEqual([['success', 'Foto borrada.']]);
    expect(screen.getByText('En la tienda (2)')).toBeTruthy();
  });

  it('describes a photo for screen readers, and shows the server’s 422 under the field', async () => {
    const { calls } = mockApi({
      ...choices,
      'GET /api/admin/products/7': productReplies(PHOTOS, [PHOTOS[0]!, PHOTOS[1]!, photo(3, 'Detalle del cuello')]),
      'PATCH /api/admin/products/7/images/3': [
        { status: 422, body: { message: 'Datos no válidos', errors: { alt: ['El texto alternativo admite 200 caracteres como máximo.'] } } },
        ok(photo(3, 'Detalle del cuello')),
      ],
    });
    renderEditor();
    expect(await screen.findByText('Sin descripción')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Describir la foto 3' }));
    const field = await screen.findByLabelText(/Texto alternativo de la foto 3/);
    fireEvent.change(field, { target: { value: '  Detalle del cuello ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByText('El texto alternativo admite 200 caracteres como máximo.');
    expect(toastsShown()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByText('Detalle del cuello');
    expect(bodyOf(changes(calls)[1]!.init)).toEqual({ alt: 'Detalle del cuello' });
    expect(toastsShown()).toEqual([['success', 'Descripción guardada.']]);
    await waitFor(() => expect(screen.queryByLabelText(/Texto alternativo de la foto 3/)).toBeNull());
  });

  it('refuses a description over 200 characters without calling the server', async () => {
    const { calls } = mockApi({ ...choices, 'GET /api/admin/products/7': productReplies(PHOTOS) });
    renderEditor();
    fireEvent.click(await screen.findByRole('button', { name: 'Describir la foto 1' }));
    fireEvent.change(await screen.findByLabelText(/Texto alternativo de la foto 1/), { target: { value: 'x'.repeat(201) } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByText('Como máximo 200 caracteres.');
    expect(changes(calls)).toHaveLength(0);
  });
});
