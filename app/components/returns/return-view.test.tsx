import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReturnRefundSection } from './return-view';
import { makeReturn } from './test-return';

const rowsOf = (region: HTMLElement) =>
  within(region)
    .getAllByRole('term')
    // The euro sign comes after a no-break space.
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`.replace(/\s/g, ' '));

describe('a saved return’s refund', () => {
  it('shows the coupon’s share it deducted above the total, and the rows add up', () => {
    const ret = makeReturn({
      refund: { lines_total: 27, coupon_code: 'BIENVENIDA10', coupon_share: 3, vat_exemption_share: 0, shipping: 0, total: 27 },
    });
    render(<ReturnRefundSection ret={ret} headingLevel="h2" />);
    const region = screen.getByRole('region', { name: 'Reembolso' });
    expect(rowsOf(region)).toEqual(['Prendas: 30,00 €', 'Descuento del cupón BIENVENIDA10: −3,00 €', 'Gastos de envío: No se devuelven', 'Total a devolver: 27,00 €']);
  });

  it('says nothing of a coupon when the order had none', () => {
    render(<ReturnRefundSection ret={makeReturn()} headingLevel="h2" />);
    const region = screen.getByRole('region', { name: 'Reembolso' });
    expect(region.textContent).not.toContain('cupón');
    expect(rowsOf(region)[0]).toBe('Prendas: 39,95 €');
  });

  it('shows the VAT not charged in Canarias, Ceuta and Melilla apart from the coupon', () => {
    const ret = makeReturn({
      refund: { lines_total: 24.79, coupon_code: 'HOLA5', coupon_share: 1, vat_exemption_share: 4.21, shipping: 0, total: 24.79 },
    });
    render(<ReturnRefundSection ret={ret} headingLevel="h2" />);
    expect(rowsOf(screen.getByRole('region', { name: 'Reembolso' }))).toEqual([
      'Prendas: 30,00 €',
      'Descuento del cupón HOLA5: −1,00 €',
      'IVA no aplicable (Canarias, Ceuta y Melilla): −4,21 €',
      'Gastos de envío: No se devuelven',
      'Total a devolver: 24,79 €',
    ]);
  });
});
