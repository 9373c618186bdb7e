import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderTotals } from '@common/orders/contracts';
import { formatPrice } from '@common/money';
import { ReviewTotals } from './review-totals';

const base: OrderTotals = { subtotal: 89.8, promotions: 0, discount: 0, shipping: 4.95, payment_fee: 0, vat_exemption: 0, total: 94.75, vat: 16.44, vat_rate: 21 };

function rows() {
  const list = document.querySelector('dl[aria-label="Importes del pedido"]')!;
  return [...list.querySelectorAll('div')].map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]);
}

describe('review totals', () => {
  it('shows subtotal, shipping, total and the VAT included apart; no discount or fee rows when there are none', () => {
    render(<ReviewTotals totals={base} />);
    expect(rows()).toEqual([
      ['Subtotal', formatPrice(89.8)],
      ['Envío', formatPrice(4.95)],
      ['Total', formatPrice(94.75)],
      ['IVA incluido (21 %)', formatPrice(16.44)],
    ]);
  });

  it('shows the coupon discount with its code, free shipping as Gratis and the cash on delivery fee', () => {
    render(<ReviewTotals totals={{ ...base, discount: 8.98, shipping: 0, payment_fee: 3, total: 83.82, vat: 14.55 }} couponCode="BIENVENIDA10" />);
    expect(rows()).toEqual([
      ['Subtotal', formatPrice(89.8)],
      ['Descuento (BIENVENIDA10)', `−${formatPrice(8.98)}`],
      ['Envío', 'Gratis'],
      ['Recargo contra reembolso', formatPrice(3)],
      ['Total', formatPrice(83.82)],
      ['IVA incluido (21 %)', formatPrice(14.55)],
    ]);
  });

  it('Canarias, Ceuta and Melilla: the VAT taken off is a row and no VAT is included', () => {
    render(<ReviewTotals totals={{ ...base, shipping: 9.95, vat_exemption: 17.31, total: 82.44, vat: 0, vat_rate: 0 }} />);
    expect(rows()).toEqual([
      ['Subtotal', formatPrice(89.8)],
      ['Envío', formatPrice(9.95)],
      ['IVA no aplicable (Canarias, Ceuta y Melilla)', `−${formatPrice(17.31)}`],
      ['Total', formatPrice(82.44)],
    ]);
  });

  it('shows what the automatic promotions took off: the subtotal at the goods’ price, then the promotions, then the coupon on what is left', () => {
    // Two shirts at 25 € with "2ª unidad al 50 %": 37,50 € after the promotion, a 10 % coupon on that.
    render(<ReviewTotals totals={{ ...base, subtotal: 37.5, promotions: 12.5, discount: 3.75, shipping: 4.95, total: 38.7, vat: 6.72 }} couponCode="PROMO10" />);
    expect(rows()).toEqual([
      ['Subtotal', formatPrice(50)],
      ['Promociones', `−${formatPrice(12.5)}`],
      ['Descuento (PROMO10)', `−${formatPrice(3.75)}`],
      ['Envío', formatPrice(4.95)],
      ['Total', formatPrice(38.7)],
      ['IVA incluido (21 %)', formatPrice(6.72)],
    ]);
  });
});
