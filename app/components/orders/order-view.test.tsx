import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '@common/money';
import type { Order } from '@common/orders/contracts';
import { OrderView } from './order-view';
import { makeOrder, makeOrderEvent, makeOrderLine, makeOrderPayment } from './test-order';

function renderOrder(order: Order, audience: 'customer' | 'staff' = 'customer') {
  const router = createMemoryRouter([{ path: '*', element: <OrderView order={order} audience={audience} /> }]);
  return render(<RouterProvider router={router} />);
}

describe('OrderView', () => {
  it('shows the lines linked to their product, with size, colour, units and prices', () => {
    renderOrder(makeOrder({ lines: [makeOrderLine(), makeOrderLine({ id: 2, product_id: null, product_name: 'Falda retirada', size: null, color_name: null, quantity: 1, unit_price: 20, list_price: 20, line_total: 20, image_url: null })] }));
    const lines = within(screen.getByRole('region', { name: 'Prendas' }));
    expect(lines.getByRole('link', { name: 'Camisa de lino' }).getAttribute('href')).toBe('/store/products/camisa-de-lino');
    expect(lines.getByText('Talla M · Color Arena')).toBeTruthy();
    expect(lines.getByText('79,90 €')).toBeTruthy();
    // A product that no longer exists is named, not linked.
    expect(lines.getByText('Falda retirada').closest('a')).toBeNull();
  });

  it('a delivered order invites its buyer to review each garment still sold; not before delivery, never for staff', () => {
    const lines = [makeOrderLine(), makeOrderLine({ id: 2, product_id: null, product_name: 'Falda retirada' })];
    const { unmount } = renderOrder(makeOrder({ status: 'delivered', lines }));
    const links = within(screen.getByRole('region', { name: 'Prendas' })).getAllByRole('link', { name: /Escribir una opinión/ });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([['Escribir una opinión sobre Camisa de lino', `/user/reviews?producto=${lines[0]!.product_id}`]]);
    unmount();
    const { unmount: again } = renderOrder(makeOrder({ status: 'shipped', lines }));
    expect(screen.queryByRole('link', { name: /Escribir una opinión/ })).toBeNull();
    again();
    renderOrder(makeOrder({ status: 'delivered', lines }), 'staff');
    expect(screen.queryByRole('link', { name: /Escribir una opinión/ })).toBeNull();
  });

  it('breaks the total down: discount with its code, shipping, COD fee, VAT exemption and the VAT included', () => {
    renderOrder(
      makeOrder({
        payment_method: 'cash_on_delivery',
        coupon_code: 'BIENVENIDA10',
        totals: { subtotal: 100, promotions: 0, discount: 10, shipping: 4.95, payment_fee: 3, vat_exemption: 0, total: 97.95, vat: 17, vat_rate: 21 },
      }),
    );
    const totals = within(screen.getByRole('region', { name: 'Importe' }));
    expect(totals.getByText('Descuento (BIENVENIDA10)')).toBeTruthy();
    expect(totals.getByText('−10,00 €')).toBeTruthy();
    expect(totals.getByText('Recargo contra reembolso')).toBeTruthy();
    expect(totals.getByText('97,95 €')).toBeTruthy();
    expect(totals.getByText('IVA incluido: 17,00 €')).toBeTruthy();
  });

  it('shows the promotion under its line, the line total after it, and the promotions in the totals', () => {
    renderOrder(
      makeOrder({
        lines: [makeOrderLine({ unit_price: 25, list_price: 25, quantity: 2, promotion: { label: '2ª unidad al 50 %', discount: 12.5 }, line_total: 37.5 })],
        totals: { subtotal: 37.5, promotions: 12.5, discount: 0, shipping: 4.95, payment_fee: 0, vat_exemption: 0, total: 42.45, vat: 7.37, vat_rate: 21 },
      }),
      'staff',
    );
    const line = screen.getByText(/^2ª unidad al 50 %: −12,50\s€$/).closest('li')!;
    expect(line.textContent?.endsWith(formatPrice(37.5))).toBe(true);
    const totals = within(screen.getByRole('region', { name: 'Importe' }));
    expect(totals.getByText('Subtotal').nextSibling?.textContent).toBe(formatPrice(50));
    expect(totals.getByText('Promociones').nextSibling?.textContent).toBe(`−${formatPrice(12.5)}`);
    expect(totals.getByText('Total').nextSibling?.textContent).toBe(formatPrice(42.45));
  });

  it('marks the current step of the tracker and shows the tracking link in a new tab', () => {
    renderOrder(
      makeOrder({
        status: 'shipped',
        shipped_at: '2026-11-21T10:00:00.000Z',
        tracking: { carrier: 'seur', carrier_name: 'SEUR', tracking_number: 'ABC123', tracking_url: 'https://www.seur.com/livetracking/?segOnlineIdentificador=ABC123' },
      }),
    );
    const tracker = screen.getByRole('list', { name: 'Seguimiento del pedido' });
    const current = within(tracker).getAllByRole('listitem').find((item) => item.getAttribute('aria-current') === 'step');
    expect(current?.textContent).toContain('Enviado');
    const link = screen.getByRole('link', { name: /Seguir el envío en SEUR/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText('ABC123')).toBeTruthy();
  });

  it('says a cancellation plainly, with its reason, instead of the tracker, and lists refunds', () => {
    renderOrder(
      makeOrder({
        status: 'cancelled',
        payment_status: 'refunded',
        cancel_reason: 'Me equivoqué de talla',
        cancelled_at: '2026-11-20T12:00:00.000Z',
        payments: [makeOrderPayment(), makeOrderPayment({ id: 2, kind: 'refund', amount: 79.9, created_at: '2026-11-20T12:00:00.000Z' })],
      }),
    );
    expect(screen.queryByRole('list', { name: 'Seguimiento del pedido' })).toBeNull();
    expect(screen.getByText(/Pedido cancelado el/)).toBeTruthy();
    expect(screen.getByText('Motivo: Me equivoqué de talla')).toBeTruthy();
    const payment = within(screen.getByRole('region', { name: 'Pago' }));
    expect(payment.getByText('Visa •••• 4242')).toBeTruthy();
    expect(payment.getByText('Reembolsado')).toBeTruthy();
    expect(payment.getByRole('heading', { name: 'Reembolsos' })).toBeTruthy();
  });

  it('a partial refund by transfer: "Reembolsado parcialmente", and the refund named a transfer, not the card the order was paid with', () => {
    renderOrder(
      makeOrder({
        status: 'delivered',
        payment_status: 'partially_refunded',
        payments: [
          makeOrderPayment(),
          makeOrderPayment({ id: 2, kind: 'refund', method: 'bank_transfer', card_brand: null, card_last4: null, amount: 19.95, created_at: '2026-11-28T12:00:00.000Z' }),
        ],
      }),
    );
    const payment = within(screen.getByRole('region', { name: 'Pago' }));
    expect(payment.getByText('Reembolsado parcialmente')).toBeTruthy();
    expect(payment.getByText('Visa •••• 4242')).toBeTruthy();
    const refund = payment.getByRole('heading', { name: 'Reembolsos' }).nextElementSibling!;
    expect(refund.textContent).toContain('Transferencia bancaria');
    expect(refund.textContent).toContain('19,95');
    expect(refund.textContent).not.toContain('4242');
  });

  it('dates the timeline on Madrid time and names who acted for each reader', () => {
    const order = makeOrder({ events: [makeOrderEvent({ created_at: '2026-07-01T22:30:00.000Z' })] });
    const { unmount } = renderOrder(order);
    const timeline = within(screen.getByRole('region', { name: 'Historial' }));
    // 22:30 UTC in July is 00:30 the next day in Madrid.
    expect(timeline.getByText('Pedido realizado.').nextElementSibling?.textContent).toMatch(/^Tú · 2 jul 2026, 0?0:30$/);
    unmount();
    renderOrder(order, 'staff');
    expect(within(screen.getByRole('region', { name: 'Historial' })).getByText('Pedido realizado.').nextElementSibling?.textContent).toMatch(/^Lucía Fernández · /);
  });
});
