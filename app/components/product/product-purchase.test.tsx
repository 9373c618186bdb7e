import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@common/storage-keys';
import type { StoreProduct } from '@common/catalog/contracts';
import { resetCartForTests } from '~/lib/cart';
import { clearToastsForTests } from '~/lib/toast';
import { ProductPurchase } from './product-purchase';
import { makeProduct, makeVariant } from './test-product';
import { chooseColor, initialChoice, type Choice } from './variant-rules';

function Harness({ product }: { product: StoreProduct }) {
  const [choice, setChoice] = useState<Choice>(() => initialChoice(product));
  return (
    <ProductPurchase
      product={product}
      choice={choice}
      onColorChange={(color) => setChoice((current) => chooseColor(product, current, color))}
      onSizeChange={(size) => setChoice((current) => ({ ...current, size }))}
    />
  );
}

function renderPurchase(product: StoreProduct) {
  const router = createMemoryRouter([{ path: '*', element: <Harness product={product} /> }]);
  return render(<RouterProvider router={router} />);
}

const storedCart = () => JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cart) ?? '[]');

afterEach(() => {
  resetCartForTests();
  clearToastsForTests();
});

describe('size and colour chooser', () => {
  it('says before buying that a personalised garment cannot be returned', () => {
    renderPurchase(makeProduct({ is_personalised: true }));
    expect(screen.getByText(/no admite devolución ni desistimiento/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'garantía' }).getAttribute('href')).toBe('/help/warranty');
  });

  it('says nothing of it for a garment that is not personalised', () => {
    renderPurchase(makeProduct());
    expect(screen.queryByText(/no admite devolución/)).toBeNull();
  });

  it('offers colour and size as radio groups, starting with the first colour in stock', () => {
    renderPurchase(makeProduct());
    const colours = screen.getByRole('group', { name: /Color/ });
    expect(within(colours).getByRole('radio', { name: 'Arena' })).toHaveProperty('checked', true);
    const sizes = screen.getByRole('group', { name: /Talla/ });
    expect(within(sizes).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['S', 'M']);
  });

  it('disables and marks sizes with no stock in the chosen colour', () => {
    renderPurchase(makeProduct());
    const sizes = screen.getByRole('group', { name: /Talla/ });
    const medium = within(sizes).getByRole('radio', { name: /M \(agotada\)/ });
    expect(medium).toHaveProperty('disabled', true);
    expect(within(sizes).getByRole('radio', { name: 'S' })).toHaveProperty('disabled', false);

    fireEvent.click(screen.getByRole('radio', { name: 'Marino' }));
    expect(within(sizes).getByRole('radio', { name: 'M' })).toHaveProperty('disabled', false);
  });

  it('marks a size that does not exist in the colour as not available', () => {
    const product = makeProduct({
      variants: [makeVariant({ size: 'S', color_name: 'Arena' }), makeVariant({ size: 'L', color_name: 'Negro', color_hex: '#222222' })],
    });
    renderPurchase(product);
    expect(screen.getByRole('radio', { name: /L \(no disponible en este color\)/ })).toHaveProperty('disabled', true);
  });

  it('disables a colour sold out in every size', () => {
    const product = makeProduct({
      variants: [makeVariant({ size: 'S', color_name: 'Arena', stock: 0 }), makeVariant({ size: 'S', color_name: 'Negro', color_hex: '#222222', stock: 2 })],
    });
    renderPurchase(product);
    expect(screen.getByRole('radio', { name: /Arena \(agotado\)/ })).toHaveProperty('disabled', true);
    expect(screen.getByRole('radio', { name: 'Negro' })).toHaveProperty('checked', true);
  });
});

describe('Añadir al carrito', () => {
  it('says a size is missing until one is chosen; a click adds nothing and goes to the sizes', () => {
    renderPurchase(makeProduct());
    const button = screen.getByRole('button', { name: 'Añadir al carrito' });
    // Not disabled: before hydration the form posts to /cart/add, which says what is missing.
    expect(button).toHaveProperty('disabled', false);
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe('Elige una talla para añadirlo al carrito.');
    fireEvent.click(button);
    expect(storedCart()).toEqual([]);
    expect(document.activeElement).toBe(screen.getAllByRole('radio', { name: 'S' })[0]);

    fireEvent.click(screen.getByRole('radio', { name: 'S' }));
    expect(button.getAttribute('aria-describedby')).toBeNull();
  });

  it('is a form that posts the product, colour, size and quantity to /cart/add before hydration', () => {
    const product = makeProduct();
    renderPurchase(product);
    const form = screen.getByRole('button', { name: 'Añadir al carrito' }).closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/cart/add');
    fireEvent.click(screen.getByRole('radio', { name: 'Marino' }));
    fireEvent.click(screen.getByRole('radio', { name: 'S' }));
    const sent = Object.fromEntries(new FormData(form));
    expect(sent).toMatchObject({ product: String(product.id), color: 'Marino', size: 'S', quantity: '1' });
  });

  it("is disabled and reads 'Agotado' when the product is sold out", () => {
    const product = makeProduct({ variants: [makeVariant({ stock: 0 }), makeVariant({ size: 'L', stock: 0 })] });
    renderPurchase(product);
    const button = screen.getByRole('button', { name: 'Agotado' });
    expect(button).toHaveProperty('disabled', true);
    expect(screen.getByText('Este producto está agotado en todas las tallas.')).toBeTruthy();
  });

  it('adds the chosen size, colour and quantity to the cart', async () => {
    const product = makeProduct();
    renderPurchase(product);
    fireEvent.click(screen.getByRole('radio', { name: 'Marino' }));
    fireEvent.click(screen.getByRole('radio', { name: 'S' }));
    fireEvent.click(screen.getByRole('button', { name: 'Añadir una unidad' }));
    fireEvent.click(screen.getByRole('button', { name: 'Añadir al carrito' }));
    // The cart's rules load on use (issue 36).
    await waitFor(() => expect(storedCart()).toMatchObject([{ quantity: 2, variant: { size: 'S', color_name: 'Marino' }, product: { id: product.id } }]));
    // The quantity goes back to one once the units are in.
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'Cantidad' })).toHaveProperty('value', '1'));
  });

  it('does not let the quantity go beyond the stock of the chosen size', () => {
    renderPurchase(makeProduct());
    fireEvent.click(screen.getByRole('radio', { name: 'Marino' }));
    fireEvent.click(screen.getByRole('radio', { name: 'M' }));
    const plus = screen.getByRole('button', { name: 'Añadir una unidad' });
    fireEvent.click(plus);
    expect(plus).toHaveProperty('disabled', true);
    expect(screen.getByRole('spinbutton', { name: 'Cantidad' })).toHaveProperty('value', '2');
  });

  it('a product without sizes can be added straight away', () => {
    renderPurchase(makeProduct({ variants: [], stock_quantity: 3 }));
    expect(screen.queryByRole('group', { name: /Talla/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Añadir al carrito' })).toHaveProperty('disabled', false);
  });
});
