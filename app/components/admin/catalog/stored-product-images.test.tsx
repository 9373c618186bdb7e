import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertDialogProvider } from '~/components/ui/alert-dialog';
import { clearToastsForTests, useToasts } from '~/lib/toast';
import { mockApi, renderAt } from '../test-support';
import type { AdminImage } from './catalog-api';
import { movedIds, StoredProductImages } from './stored-product-images';

const photo = (id: number, alt: string | null = null): AdminImage => ({ id, image_url: `/storage/products/7/${id}-1024.webp`, thumbnail_url: `/storage/products/7/${id}-320.webp`, alt });
const PHOTOS = [photo(1, 'Frente'), photo(2, 'Espalda'), photo(3)];

let toasts: readonly { message: string; type: string }[] = [];
function ToastSpy() {
  toasts = useToasts();
  return null;
}
function renderPhotos(images = PHOTOS) {
  return renderAt(
    <AlertDialogProvider>
      <StoredProductImages productId={7} images={images} />
      <ToastSpy />
    </AlertDialogProvider>,
    '/admin/products/7',
  );
}
const shownOrder = () => screen.getAllByRole('img').map((img) => img.getAttribute('src'));
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;

beforeEach(() => clearToastsForTests());
afterEach(() => vi.unstubAllGlobals());

describe('movedIds', () => {
  it('moves one photo and keeps the others in order', () => {
    expect(movedIds(PHOTOS, 2, 0)).toEqual([3, 1, 2]);
    expect(movedIds(PHOTOS, 0, 1)).toEqual([2, 1, 3]);
    expect(movedIds(PHOTOS, 1, 2)).toEqual([1, 3, 2]);
  });
});

describe('stored product photos', () => {
  it('makes a photo the main one: sends the whole order and shows what the server answered', async () => {
    const { calls } = mockApi({
      'PUT /api/admin/products/7/images/order': { body: { status: 'success', data: [PHOTOS[2], PHOTOS[0], PHOTOS[1]] } },
    });
    renderPhotos();
    expect(screen.getByRole('button', { name: 'Hacer principal la foto 1' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Mover la foto 1 antes' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Mover la foto 3 después' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Hacer principal la foto 3' }));
    await waitFor(() => expect(shownOrder()[0]).toBe('/storage/products/7/3-320.webp'));
    expect(bodyOf(calls[0]!.init)).toEqual({ image_ids: [3, 1, 2] });
    expect(screen.getByRole('status').textContent).toBe('Foto 3 es ahora la principal.');
  });

  it('keeps the order and says why when the server refuses it', async () => {
    mockApi({ 'PUT /api/admin/products/7/images/order': { status: 422, body: { message: 'Indica todas las imágenes del producto, y solo las suyas.', errors: { image_ids: ['Indica todas las imágenes del producto, y solo las suyas.'] } } } });
    renderPhotos();
    fireEvent.click(screen.getByRole('button', { name: 'Mover la foto 2 después' }));
    await waitFor(() => expect(toasts.map((t) => t.type)).toEqual(['error']));
    expect(shownOrder()).toEqual(PHOTOS.map((p) => p.thumbnail_url));
  });

  it('removes a photo only after the confirmation', async () => {
    const { calls } = mockApi({ 'DELETE /api/admin/products/7/images/1': { body: { status: 'success', data: { message: 'Imagen eliminada.' } } } });
    renderPhotos();
    fireEvent.click(screen.getByRole('button', { name: 'Borrar la foto 1' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Borrar esta foto?' });
    expect(dialog.textContent).toContain('la siguiente pasará a serlo');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Borrar la foto 1' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Borrar foto' }));
    await waitFor(() => expect(shownOrder()).toEqual([PHOTOS[1]!.thumbnail_url, PHOTOS[2]!.thumbnail_url]));
    expect(calls.map((c) => c.key)).toEqual(['DELETE /api/admin/products/7/images/1']);
    expect(toasts.map((t) => t.message)).toEqual(['Foto borrada.']);
    expect(screen.getByText('En la tienda (2)')).toBeTruthy();
  });

  it('describes a photo for screen readers, and shows the server’s 422 under the field', async () => {
    const { calls } = mockApi({
      'PATCH /api/admin/products/7/images/3': [
        { status: 422, body: { message: 'Datos no válidos', errors: { alt: ['El texto alternativo admite 200 caracteres como máximo.'] } } },
        { body: { status: 'success', data: photo(3, 'Detalle del cuello') } },
      ],
    });
    renderPhotos();
    expect(screen.getByText('Sin descripción')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Describir la foto 3' }));
    const field = await screen.findByLabelText(/Texto alternativo de la foto 3/);
    fireEvent.change(field, { target: { value: '  Detalle del cuello ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByText('Datos no válidos');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByText('Detalle del cuello');
    expect(bodyOf(calls[1]!.init)).toEqual({ alt: 'Detalle del cuello' });
    expect(toasts.map((t) => t.message)).toEqual(['Descripción guardada.']);
  });

  it('refuses a description over 200 characters without calling the server', async () => {
    const { calls } = mockApi({});
    renderPhotos();
    fireEvent.click(screen.getByRole('button', { name: 'Describir la foto 1' }));
    fireEvent.change(await screen.findByLabelText(/Texto alternativo de la foto 1/), { target: { value: 'x'.repeat(201) } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByText('Como máximo 200 caracteres.');
    expect(calls).toHaveLength(0);
  });
});
