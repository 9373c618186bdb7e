import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QuoteChangesAlert } from './quote-changes-alert';
import { makeQuote, makeQuoteLine } from './test-quote';

const cheaper = makeQuoteLine({ unit_price: 24.9, changes: ['price_down'], notice: 'El precio ha bajado de 29,90 € a 24,90 €.' });
const fewer = makeQuoteLine({
  product_id: 2,
  variant_id: 21,
  product_name: 'Pantalón chino',
  size: '40',
  color_name: 'Arena',
  requested_quantity: 3,
  quantity: 1,
  available: 1,
  changes: ['quantity_reduced'],
  notice: 'Solo queda 1 unidad.',
});
const soldOut = makeQuoteLine({
  product_id: 3,
  variant_id: null,
  product_name: 'Cinturón',
  size: null,
  color_name: null,
  requested_quantity: 1,
  quantity: 0,
  available: 0,
  line_total: 0,
  changes: ['out_of_stock'],
  notice: 'Se ha agotado.',
});

function renderAlert(lines = [cheaper], message: string | null = null) {
  const onRemoveLine = vi.fn();
  const onUpdateCart = vi.fn();
  render(<QuoteChangesAlert quote={makeQuote({ lines })} message={message} onRemoveLine={onRemoveLine} onUpdateCart={onUpdateCart} />);
  return { onRemoveLine, onUpdateCart };
}

describe('quote changes alert', () => {
  it('says nothing when nothing changed', () => {
    const { container } = render(
      <QuoteChangesAlert quote={makeQuote()} onRemoveLine={vi.fn()} onUpdateCart={vi.fn()} />,
    );
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("a price change is an alert with the line's notice, and it does not block the order", () => {
    renderAlert([cheaper, makeQuoteLine({ product_id: 9 })]);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Algunos productos de tu carrito han cambiado desde que los añadiste.');
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Camisa de lino (talla M, Marino): El precio ha bajado de 29,90 € a 24,90 €.',
    ]);
    expect(within(alert).queryByRole('button', { name: 'Actualizar mi carrito' })).toBeNull();
  });

  it('fewer units or a sold-out line: a way to remove it and to bring the cart to what is left', () => {
    const { onRemoveLine, onUpdateCart } = renderAlert([cheaper, fewer, soldOut]);
    const alert = screen.getByRole('alert');
    expect(within(alert).getAllByRole('listitem')).toHaveLength(3);
    // Only the sold-out line offers to leave the cart; a reduced line keeps what is left.
    expect(within(alert).queryByRole('button', { name: /Quitar Pantalón chino/ })).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: 'Quitar Cinturón del carrito' }));
    expect(onRemoveLine).toHaveBeenCalledWith(soldOut);
    fireEvent.click(within(alert).getByRole('button', { name: 'Actualizar mi carrito' }));
    expect(onUpdateCart).toHaveBeenCalledTimes(1);
  });

  it("after a 409 the server's sentence leads the alert", () => {
    renderAlert([cheaper], 'El total de tu pedido ha cambiado. Revísalo antes de pagar.');
    expect(screen.getByRole('alert').textContent).toMatch(/^El total de tu pedido ha cambiado\. Revísalo antes de pagar\./);
  });
});
