import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatPrice } from '@common/money';
import { STORAGE_KEYS } from '@common/storage-keys';
import { makeProduct, makeVariant, pretendImagesAreLoading } from '~/components/product/test-product';
import { AlertDialogProvider } from '~/components/ui/alert-dialog';
import { addToCart, resetCartForTests, setCartOpen } from '~/lib/cart';
import { CartButton } from './cart-button';
import { CartPanel } from './cart-panel';

pretendImagesAreLoading();

function renderCart() {
  renderCartAt();
}

function renderCartAt() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <CartButton />
            <CartPanel />
          </>
        ),
      },
    ],
    { initialEntries: ['/store'] },
  );
  render(
    <AlertDialogProvider>
      <RouterProvider router={router} />
    </AlertDialogProvider>,
  );
  return router;
}

const shirtM = makeVariant({ size: 'M', color_name: 'Marino', color_hex: '#1C355E', stock: 3, price: 40, sale_price: 30 });
const shirt = makeProduct({ name: 'Camisa de lino', price: 40, sale_price: 30, variants: [shirtM, makeVariant({ size: 'L' })] });
const beltV = makeVariant({ size: 'Única', color_name: 'Cuero', color_hex: '#7E4015', stock: 5, price: 12.5, sale_price: null });
const belt = makeProduct({ name: 'Cinturón', price: 12.5, variants: [beltV] });

beforeEach(() => {
  // The refresh on load asks the API; here it never answers, so lines stay as added.
  vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
});
afterEach(() => {
  resetCartForTests();
  vi.unstubAllGlobals();
});

function openPanel() {
  act(() => setCartOpen(true));
  return screen.getByRole('dialog', { name: 'Carrito' });
}

describe('cart button', () => {
  it("says how many units the cart holds: 'Carrito, N artículos'", () => {
    renderCart();
    expect(screen.getByRole('button', { name: 'Carrito, 0 artículos' })).toBeTruthy();
    act(() => void addToCart(shirt, shirtM, 2, { openPanel: false }));
    expect(screen.getByRole('button', { name: 'Carrito, 2 artículos' })).toBeTruthy();
    act(() => void addToCart(belt, beltV, 1, { openPanel: false }));
    expect(screen.getByRole('button', { name: 'Carrito, 3 artículos' }).textContent).toBe('3');
  });

  it('opens and closes the cart panel', () => {
    renderCart();
    fireEvent.click(screen.getByRole('button', { name: /^Carrito/ }));
    const dialog = screen.getByRole('dialog', { name: 'Carrito' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar carrito' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('cart panel focus', () => {
  // Radix hands focus back a tick after the panel unmounts, hence waitFor.
  it('Escape closes it and focus goes back to the button that opened it', async () => {
    renderCart();
    const button = screen.getByRole('button', { name: /^Carrito/ });
    button.focus();
    fireEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Carrito' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('opened by an add button, focus goes back to that button when it closes', async () => {
    renderCart();
    const add = document.createElement('button');
    add.textContent = 'Añadir al carrito';
    document.body.append(add);
    add.focus();
    act(() => void addToCart(belt, beltV, 1));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Carrito' })).getByRole('button', { name: 'Seguir comprando' }));
    await waitFor(() => expect(document.activeElement).toBe(add));
    add.remove();
  });

  it('when what opened it is gone, focus goes to the cart button', async () => {
    renderCart();
    const size = document.createElement('button');
    document.body.append(size);
    size.focus();
    act(() => void addToCart(belt, beltV, 1));
    size.remove();
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Carrito' })).getByRole('button', { name: 'Cerrar carrito' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Carrito, 1 artículo' })));
  });
});

describe('cart panel', () => {
  it('when empty, says so and links to the store', () => {
    renderCart();
    const dialog = openPanel();
    expect(within(dialog).getByText('Tu carrito está vacío')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Descubrir la tienda' }).getAttribute('href')).toBe('/store');
  });

  it('lists each line with its picture, name, size, colour, quantity and line total', () => {
    renderCart();
    act(() => void addToCart(shirt, shirtM, 2));
    const dialog = screen.getByRole('dialog', { name: 'Carrito' });
    const line = within(dialog).getByRole('listitem');
    expect(within(line).getByRole('link', { name: 'Camisa de lino' }).getAttribute('href')).toBe(`/store/products/${shirt.slug}`);
    expect(line.textContent).toContain('Talla M');
    expect(line.textContent).toContain('Color Marino');
    expect(within(line).getByRole('spinbutton', { name: 'Cantidad de Camisa de lino' })).toHaveProperty('value', '2');
    expect(line.textContent).toContain(`Total de la línea: ${formatPrice(60)}`);
  });

  it('shows subtotal and total with IVA incluido, using the sale price', () => {
    renderCart();
    act(() => void addToCart(shirt, shirtM, 2));
    act(() => void addToCart(belt, beltV, 1));
    const dialog = screen.getByRole('dialog', { name: 'Carrito' });
    const totals = within(dialog).getByText('Subtotal').closest('dl')!;
    expect(totals.textContent).toContain(`Subtotal${formatPrice(72.5)}`);
    expect(totals.textContent).toContain(`Total IVA incluido${formatPrice(72.5)}`);
  });

  it('shows the automatic promotions the server’s quote applies, and the total after them', async () => {
    // Two shirts at 30 € with "2ª unidad al 50 %": the quote takes 15 € off the line.
    const quote = {
      lines: [{ product_id: shirt.id, variant_id: shirtM.id, promotion: { label: '2ª unidad al 50 %', discount: 15, campaign_name: 'Dos mejor que una' } }],
      totals: { subtotal: 45, promotions: 15, discount: 0, shipping: 4.95, payment_fee: 0, vat_exemption: 0, total: 49.95, vat: 8.67, vat_rate: 21 },
      free_shipping: { threshold: 60, missing: 15, promotion: null },
    };
    const fetchMock = vi.fn((url: string) =>
      String(url).includes('/checkout/quote')
        ? Promise.resolve(new Response(JSON.stringify({ status: 'success', data: quote }), { status: 200, headers: { 'Content-Type': 'application/json' } }))
        : new Promise(() => {}),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderCart();
    act(() => void addToCart(shirt, shirtM, 2));
    const dialog = screen.getByRole('dialog', { name: 'Carrito' });
    await waitFor(() => expect(within(dialog).getByText('2ª unidad al 50 %: −15,00 €')).toBeTruthy());
    const line = within(dialog).getByRole('listitem');
    expect(line.textContent).toContain(`Total de la línea: ${formatPrice(45)}`);
    const totals = within(dialog).getByText('Subtotal').closest('dl')!;
    expect(totals.textContent).toContain(`Subtotal${formatPrice(60)}`);
    expect(totals.textContent).toContain(`Promociones−${formatPrice(15)}`);
    expect(totals.textContent).toContain(`Total IVA incluido${formatPrice(45)}`);
    expect(dialog.textContent).toContain(`Te faltan ${formatPrice(15)} para el envío gratuito.`);
  });

  it('the quantity stepper changes the quantity, up to the stock', () => {
    renderCart();
    act(() => void addToCart(shirt, shirtM, 1));
    const dialog = screen.getByRole('dialog', { name: 'Carrito' });
    const plus = within(dialog).getByRole('button', { name: 'Añadir una unidad de Camisa de lino' });
    fireEvent.click(plus);
    fireEvent.click(plus);
    expect(plus).toHaveProperty('disabled', true);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cart)!)[0].quantity).toBe(3);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Quitar una unidad de Camisa de lino' }));
    expect(within(dialog).getByRole('spinbutton', { name: 'Cantidad de Camisa de lino' })).toHaveProperty('value', '2');
  });

  it('typing 0 removes the line, and so does the remove button', () => {
    renderCart();
    act(() => void addToCart(shirt, shirtM, 1));
    act(() => void addToCart(belt, beltV, 1));
    const dialog = screen.getByRole('dialog', { name: 'Carrito' });
    const quantity = within(dialog).getByRole('spinbutton', { name: 'Cantidad de Camisa de lino' });
    fireEvent.change(quantity, { target: { value: '0' } });
    fireEvent.blur(quantity);
    expect(within(dialog).queryByText('Camisa de lino')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar Cinturón del carrito' }));
    expect(within(dialog).getByText('Tu carrito está vacío')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Carrito');
  });

  it("shows how far the order is from free shipping ('Envío gratuito a partir de 60 €')", () => {
    renderCart();
    act(() => void addToCart(belt, beltV, 2));
    const dialog = screen.getByRole('dialog', { name: 'Carrito' });
    const bar = within(dialog).getByRole('progressbar', { name: /^Envío gratuito a partir de 60\s€$/ });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(dialog.textContent).toContain(`Te faltan ${formatPrice(35)} para el envío gratuito.`);
    act(() => void addToCart(belt, beltV, 3));
    expect(dialog.textContent).toContain('Tu pedido tiene envío gratuito.');
  });

  it("'Tramitar pedido' leads to /checkout and closes the panel", async () => {
    const router = renderCartAt();
    act(() => void addToCart(belt, beltV, 1));
    const link = within(screen.getByRole('dialog', { name: 'Carrito' })).getByRole('link', { name: 'Tramitar pedido' });
    expect(link.getAttribute('href')).toBe('/checkout');
    await act(async () => fireEvent.click(link));
    expect(router.state.location.pathname).toBe('/checkout');
    expect(screen.queryByRole('dialog', { name: 'Carrito' })).toBeNull();
  });

  it("'Seguir comprando' closes the panel", () => {
    renderCart();
    act(() => void addToCart(belt, beltV, 1));
    fireEvent.click(screen.getByRole('button', { name: 'Seguir comprando' }));
    expect(screen.queryByRole('dialog', { name: 'Carrito' })).toBeNull();
  });

  it("'Vaciar carrito' empties it after confirming", async () => {
    renderCart();
    act(() => void addToCart(belt, beltV, 1));
    fireEvent.click(screen.getByRole('button', { name: 'Vaciar carrito' }));
    const confirm = await screen.findByRole('alertdialog', { name: '¿Vaciar el carrito?' });
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Vaciar carrito' })));
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cart)!)).toEqual([]);
  });
});
