import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertDialogProvider } from '~/components/ui/alert-dialog';
import { clearToastsForTests, useToasts } from '~/lib/toast';
import { mockApi, renderAt } from '../test-support';
import { ProductForm } from './product-form';
import { BRANDS, CATEGORIES, makeProduct } from './test-products';

let toasts: readonly { message: string; type: string }[] = [];
function ToastSpy() {
  toasts = useToasts();
  return null;
}

function renderForm(product = undefined as ReturnType<typeof makeProduct> | undefined) {
  return renderAt(
    <AlertDialogProvider>
      <ProductForm product={product} brands={BRANDS} categories={CATEGORIES} />
      <ToastSpy />
    </AlertDialogProvider>,
    product ? `/admin/products/${product.id}` : '/admin/products/new',
  );
}

const form = () => screen.getByRole('form');
const type = (label: string | RegExp, value: string) => fireEvent.change(within(form()).getByLabelText(label), { target: { value } });
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;
const errorOf = (control: HTMLElement) => document.getElementById(control.getAttribute('aria-describedby')!.split(' ').pop()!)!.textContent;

function fillBasics() {
  type('Nombre', 'Chaqueta de lana');
  type('SKU', 'RD-CHA-9');
  type('Marca', '2');
  type('Categoría', '4');
  type('Precio (€)', '120');
  type(/^Precio rebajado/, '99,5');
}

beforeEach(() => clearToastsForTests());
afterEach(() => vi.unstubAllGlobals());

describe('new product', () => {
  it('creates the product with two variants, uploads the chosen photos as images[] and goes back to the list with a toast', async () => {
    const { calls } = mockApi({
      'POST /api/admin/products': { status: 201, body: { status: 'success', data: makeProduct({ id: 90, name: 'Chaqueta de lana' }) } },
      'POST /api/admin/products/90/images': { status: 201, body: { status: 'success', data: [] } },
    });
    const { router } = renderForm();
    fillBasics();
    type('Talla, variante 1', 'M');
    type('Color, variante 1', 'Camel');
    type('Color hexadecimal, variante 1', '#C19A6B');
    type('Stock, variante 1', '4');
    // The SKU follows size and colour until someone types their own.
    expect((screen.getByLabelText('SKU, variante 1') as HTMLInputElement).value).toBe('RD-CHA-9-M-CAMEL');
    fireEvent.click(screen.getByRole('button', { name: 'Añadir variante' }));
    type('Talla, variante 2', 'L');
    type('SKU, variante 2', 'RD-CHA-9-L');
    type('Stock, variante 2', '6');
    type('Precio propio en euros, variante 2', '125');
    expect(screen.getByText('10 uds.')).toBeTruthy();
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'frente.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Elegir imágenes del producto'), { target: { files: [photo] } });
    expect(screen.getByText('Se subirán al guardar (1)')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Crear producto' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'));
    expect(toasts.map((t) => [t.type, t.message])).toEqual([['success', 'Producto «Chaqueta de lana» creado.']]);
    expect(calls.map((c) => c.key)).toEqual(['POST /api/admin/products', 'POST /api/admin/products/90/images']);
    expect(bodyOf(calls[0]!.init)).toMatchObject({
      name: 'Chaqueta de lana',
      sku: 'RD-CHA-9',
      brand_id: 2,
      category_id: 4,
      price: 120,
      sale_price: 99.5,
      status: 'active',
      visibility: 'visible',
      passport: null,
      size_guide: null,
      variants: [
        { size: 'M', color_name: 'Camel', color_hex: '#C19A6B', sku: 'RD-CHA-9-M-CAMEL', stock: 4, price: null },
        { size: 'L', color_name: 'Camel', color_hex: '#C19A6B', sku: 'RD-CHA-9-L', stock: 6, price: 125 },
      ],
    });
    expect(bodyOf(calls[0]!.init)).not.toHaveProperty('stock_quantity');
    const sent = calls[1]!.init!.body as FormData;
    expect((sent.getAll('images[]') as File[]).map((f) => f.name)).toEqual(['frente.png']);
  });

  it('checks the form before calling: errors under their fields, nested rows included, focus on the first', () => {
    const { fetchMock } = mockApi({});
    renderForm();
    type('Color hexadecimal, variante 1', 'rojo');
    fireEvent.click(screen.getByRole('button', { name: 'Crear producto' }));
    const name = within(form()).getByLabelText('Nombre');
    expect(errorOf(name)).toBe('El nombre es obligatorio.');
    expect(document.activeElement).toBe(name);
    expect(errorOf(within(form()).getByLabelText('Marca'))).toBe('La marca es obligatoria.');
    expect(errorOf(within(form()).getByLabelText('Precio (€)'))).toBe('El precio es obligatorio.');
    expect(errorOf(screen.getByLabelText('Talla, variante 1'))).toBe('La talla es obligatoria.');
    expect(errorOf(screen.getByLabelText('Color hexadecimal, variante 1'))).toBe('El color debe ser hexadecimal, por ejemplo #7E4015.');
    expect(fetchMock).not.toHaveBeenCalled();
    // Typing clears that field's error only.
    type('Nombre', 'Algo');
    expect(name.getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.getByLabelText('Talla, variante 1').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the 422 of the API under each field, nested variant paths in either spelling, and focuses the first', async () => {
    mockApi({
      'POST /api/admin/products': {
        status: 422,
        body: { message: 'Datos no válidos', errors: { sku: ['Ya existe un producto con este SKU.'], 'variants[0].sku': ['SKU de variante repetido.'], 'passport.weird': ['Otro problema.'] } },
      },
    });
    renderForm();
    fillBasics();
    type('Talla, variante 1', 'M');
    type('Color, variante 1', 'Camel');
    fireEvent.click(screen.getByRole('button', { name: 'Crear producto' }));
    const sku = within(form()).getByLabelText('SKU');
    await waitFor(() => expect(sku.getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(sku)).toBe('Ya existe un producto con este SKU.');
    await waitFor(() => expect(document.activeElement).toBe(sku));
    expect(errorOf(screen.getByLabelText('SKU, variante 1'))).toBe('SKU de variante repetido.');
    // A path the form has no control for is still shown.
    expect(screen.getByRole('alert').textContent).toContain('Otro problema.');
    expect(toasts).toEqual([]);
  });

  it('refuses files that are not images or are too big, without uploading anything', () => {
    mockApi({});
    renderForm();
    const input = screen.getByLabelText('Elegir imágenes del producto');
    fireEvent.change(input, { target: { files: [new File(['hola'], 'notas.txt', { type: 'text/plain' })] } });
    expect(screen.getByRole('alert').textContent).toBe('notas.txt: elige una imagen JPG, PNG, WebP, AVIF o GIF.');
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'enorme.jpg', { type: 'image/jpeg' })] } });
    expect(screen.getByRole('alert').textContent).toBe('enorme.jpg: cada imagen puede ocupar como máximo 5 MB.');
    expect(screen.queryByText(/Se subirán al guardar/)).toBeNull();
  });

  it('passport and size guide are sent only when switched on, with their rows', async () => {
    const { calls } = mockApi({ 'POST /api/admin/products': { status: 201, body: { status: 'success', data: makeProduct({ id: 91 }) } } });
    renderForm();
    fillBasics();
    fireEvent.click(screen.getByRole('button', { name: /Quitar variante 1/ }));
    type('Stock (talla única)', '12');
    fireEvent.click(screen.getByRole('switch', { name: 'Mostrar pasaporte' }));
    type('Fibra 1', 'Lana merino');
    type('Porcentaje de la fibra 1', '80');
    fireEvent.click(screen.getByRole('button', { name: 'Añadir fibra' }));
    type('Fibra 2', 'Poliamida');
    type('Porcentaje de la fibra 2', '20');
    type('País de fabricación', 'Portugal');
    type(/Cuidados/, 'Lavar a mano\nNo usar secadora');
    fireEvent.click(screen.getByRole('switch', { name: 'Incluir guía de tallas' }));
    type('Talla de la fila 1', 'M');
    type('Pecho en cm, fila 1', '104');
    type('Largo en cm, fila 1', '70,5');
    fireEvent.click(screen.getByRole('button', { name: 'Crear producto' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    const body = bodyOf(calls[0]!.init);
    expect(body).toMatchObject({
      stock_quantity: 12,
      passport: {
        composition: [
          { fibre: 'Lana merino', percent: 80 },
          { fibre: 'Poliamida', percent: 20 },
        ],
        country_of_manufacture: 'Portugal',
        certifications: [],
        care_instructions: ['Lavar a mano', 'No usar secadora'],
      },
      size_guide: { unit: 'cm', columns: ['Pecho', 'Largo'], rows: [{ size: 'M', values: [104, 70.5] }] },
    });
    expect(body).not.toHaveProperty('variants');
  });

  it('a composition that does not add up to 100 % is caught before the call', () => {
    const { fetchMock } = mockApi({});
    renderForm();
    fillBasics();
    type('Talla, variante 1', 'M');
    type('Color, variante 1', 'Camel');
    fireEvent.click(screen.getByRole('switch', { name: 'Mostrar pasaporte' }));
    type('Fibra 1', 'Lana');
    type('Porcentaje de la fibra 1', '70');
    type('País de fabricación', 'España');
    fireEvent.click(screen.getByRole('button', { name: 'Crear producto' }));
    expect(screen.getByText('La composición debe sumar 100 %.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('edit product', () => {
  it('starts from the product, sends PUT with the variant ids and only real price overrides', async () => {
    const { calls } = mockApi({
      'PUT /api/admin/products/7': (init) => ({ body: { status: 'success', data: makeProduct({ ...(bodyOf(init) as object) }) } }),
    });
    const { router } = renderForm(makeProduct());
    expect((within(form()).getByLabelText('Nombre') as HTMLInputElement).value).toBe('Camisa de lino');
    expect((within(form()).getByLabelText('Marca') as HTMLSelectElement).value).toBe('1');
    expect((screen.getByLabelText('Precio propio en euros, variante 1') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Precio propio en euros, variante 2') as HTMLInputElement).value).toBe('64.9');
    expect(screen.getByRole('img', { name: 'Camisa de lino (foto 1)' })).toBeTruthy();
    type('Precio (€)', '62');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'));
    expect(toasts.map((t) => t.message)).toEqual(['Cambios de «Camisa de lino» guardados.']);
    expect(bodyOf(calls[0]!.init)).toMatchObject({
      price: 62,
      sale_price: 44.9,
      slug: 'camisa-de-lino',
      tags: ['lino', 'verano'],
      variants: [
        { id: 71, size: 'M', sku: 'RD-CAM-01-M', stock: 5, price: null },
        { id: 72, size: 'L', sku: 'RD-CAM-01-L', stock: 3, price: 64.9 },
      ],
    });
  });

  it('says whether there are unsaved changes, and only then asks before the tab closes', () => {
    renderForm(makeProduct());
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(screen.getByText('Sin cambios pendientes.')).toBeTruthy();
    expect(leave()).toBe(false);
    type('Nombre', 'Camisa de lino lavado');
    expect(screen.getByText('Hay cambios sin guardar.')).toBeTruthy();
    expect(leave()).toBe(true);
    type('Nombre', 'Camisa de lino');
    expect(screen.getByText('Sin cambios pendientes.')).toBeTruthy();
  });

  it('a failed save keeps the form and says why; the photos that failed leave the product saved', async () => {
    mockApi({ 'PUT /api/admin/products/7': { status: 500, body: { message: 'Error interno.' } } });
    renderForm(makeProduct());
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Error interno.');
    expect(toasts).toEqual([]);
  });

});
