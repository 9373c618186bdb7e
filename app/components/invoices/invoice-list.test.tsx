import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CustomerInvoice } from '@common/invoices/contracts';
import { InvoiceList, formatInvoiceTotal } from './invoice-list';
import { ACME, makeInvoice } from './test-invoice';

function renderList(invoices: CustomerInvoice[], showOrder = true) {
  const router = createMemoryRouter([{ path: '*', element: <InvoiceList invoices={invoices} label="Tus facturas" showOrder={showOrder} /> }]);
  return render(<RouterProvider router={router} />);
}

const rowOf = (number: string) => screen.getByRole('article', { name: `Factura ${number}` });

describe('InvoiceList', () => {
  it('each invoice: number, kind, date (es-ES), order link, total in euros and its PDF named by its number', () => {
    renderList([makeInvoice()]);
    const row = within(rowOf('FS-2026-000017'));
    expect(row.getByText('Factura simplificada')).toBeTruthy();
    expect(row.getByText('20 nov 2026')).toBeTruthy();
    expect(row.getByRole('link', { name: 'Pedido TD-2026-000123' }).getAttribute('href')).toBe('/user/orders/TD-2026-000123');
    expect(row.getByText(/^84,85\s€$/)).toBeTruthy();
    const pdf = row.getByRole('link', { name: 'Descargar PDF de la factura FS-2026-000017' });
    expect(pdf.getAttribute('href')).toBe('/api/invoices/FS-2026-000017/pdf?token=tok-FS-2026-000017');
    expect(pdf.getAttribute('download')).toBe('factura-FS-2026-000017.pdf');
  });

  it('a corrective invoice stands apart: its own badge, a negative total and the invoice it rectifies', () => {
    renderList([
      makeInvoice({ id: 30, number: 'R-2026-000004', kind: 'R5', purpose: 'return', return_number: 'DV-2026-000045', rectifies_number: 'FS-2026-000017', total: -39.95, vat: -6.93 }),
      makeInvoice(),
    ]);
    const corrective = rowOf('R-2026-000004');
    const badge = within(corrective).getByText('Factura rectificativa');
    expect(badge.closest('[data-kind]')?.getAttribute('data-kind')).toBe('R5');
    expect(badge.closest('[data-kind]')?.className).not.toBe(within(rowOf('FS-2026-000017')).getByText('Factura simplificada').closest('[data-kind]')?.className);
    expect(within(corrective).getByText(/^−39,95\s€$/)).toBeTruthy();
    expect(corrective.textContent).toContain('Rectifica la factura FS-2026-000017');
    expect(corrective.textContent).toContain('Devolución DV-2026-000045');
    // The invoice it rectifies says so too.
    expect(rowOf('FS-2026-000017').textContent).toContain('Rectificada por la factura R-2026-000004');
  });

  it('a full invoice names who it is made out to and the simplified one it replaces; an annulled one says so', () => {
    renderList(
      [
        makeInvoice({ id: 18, number: 'F-2026-000002', kind: 'F3', purpose: 'substitution', recipient: ACME, rectifies_number: 'FS-2026-000017' }),
        makeInvoice({ id: 19, number: 'FS-2026-000016', annulled: true }),
        makeInvoice(),
      ],
      false,
    );
    const full = rowOf('F-2026-000002');
    expect(within(full).getByText('Factura completa')).toBeTruthy();
    expect(full.textContent).toContain('A nombre de Acme Textil S.L. (NIF B12345674)');
    expect(full.textContent).toContain('Sustituye a la factura FS-2026-000017');
    // On the order's own page the order is not linked again.
    expect(within(full).queryByRole('link', { name: /Pedido/ })).toBeNull();
    expect(rowOf('FS-2026-000017').textContent).toContain('Sustituida por la factura F-2026-000002');
    const annulled = rowOf('FS-2026-000016');
    expect(within(annulled).getByText('Anulada')).toBeTruthy();
    expect(annulled.textContent).toContain('Se emitió por error y ya no tiene validez.');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('writes totals the way the store does', () => {
    expect(formatInvoiceTotal(1234.5)).toMatch(/^1234,50\s€$|^1\.234,50\s€$/);
    expect(formatInvoiceTotal(-4.95)).toMatch(/^−4,95\s€$/);
  });
});
