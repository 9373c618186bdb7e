import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, renderScreen } from '~/components/account/account-test-utils';
import { makeUser, mockFetch } from '~/components/auth/auth-test-utils';
import { ACME, invoicePage, makeInvoice } from '~/components/invoices/test-invoice';
import { resetAuthForTests, setAuthUser } from '~/lib/auth';
import { clearToastsForTests } from '~/lib/toast';
import * as InvoicesScreen from './invoices';

beforeEach(() => {
  resetAuthForTests();
  setAuthUser(makeUser());
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToastsForTests();
});

describe('Facturas', () => {
  it("lists the customer's invoices, newest first, each with its kind, order, total and PDF", async () => {
    const corrective = makeInvoice({ id: 30, number: 'R-2026-000004', kind: 'R5', purpose: 'return', issued_at: '2026-11-28T09:00:00.000Z', rectifies_number: 'FS-2026-000017', total: -39.95 });
    const full = makeInvoice({ id: 18, number: 'F-2026-000002', kind: 'F1', order_number: 'TD-2026-000130', recipient: ACME, total: 120 });
    mockFetch({ 'GET /api/user/invoices': ok(invoicePage([corrective, full, makeInvoice({ annulled: true })])) });
    renderScreen(InvoicesScreen, '/user/invoices');
    const list = await screen.findByRole('list', { name: 'Tus facturas' });
    expect(screen.getByRole('heading', { level: 1, name: 'Facturas' })).toBeTruthy();
    expect(within(list).getAllByRole('article').map((row) => within(row).getByRole('heading').textContent)).toEqual([
      'Factura R-2026-000004',
      'Factura F-2026-000002',
      'Factura FS-2026-000017',
    ]);
    const first = screen.getByRole('article', { name: 'Factura R-2026-000004' });
    expect(within(first).getByText('Factura rectificativa')).toBeTruthy();
    expect(first.textContent).toContain('Rectifica la factura FS-2026-000017');
    expect(within(first).getByText(/^−39,95\s€$/)).toBeTruthy();
    expect(within(first).getByText('28 nov 2026')).toBeTruthy();
    const second = screen.getByRole('article', { name: 'Factura F-2026-000002' });
    expect(within(second).getByRole('link', { name: 'Pedido TD-2026-000130' }).getAttribute('href')).toBe('/user/orders/TD-2026-000130');
    expect(within(second).getByText(/^120,00\s€$/)).toBeTruthy();
    expect(within(second).getByRole('link', { name: 'Descargar PDF de la factura F-2026-000002' }).getAttribute('href')).toBe('/api/invoices/F-2026-000002/pdf?token=tok-F-2026-000002');
    expect(within(screen.getByRole('article', { name: 'Factura FS-2026-000017' })).getByText('Anulada')).toBeTruthy();
    expect(screen.getByText('1–3 de 3 facturas')).toBeTruthy();
    // How to get a full one, and no pagination for one page.
    expect(screen.getByText(/Por defecto emitimos factura simplificada/).textContent).toContain('pídela desde la página del pedido');
    expect(screen.getByRole('link', { name: 'Mis pedidos' }).getAttribute('href')).toBe('/user/orders');
    expect(screen.queryByRole('navigation', { name: 'Paginación de facturas' })).toBeNull();
    expect(screen.queryByText('Aún no tienes facturas')).toBeNull();
  });

  it('pages through more than a page, the page in the address', async () => {
    const rows = Array.from({ length: 20 }, (_, index) => makeInvoice({ id: 100 + index, number: `FS-2026-${String(200 - index).padStart(6, '0')}` }));
    const { calls } = mockFetch({
      'GET /api/user/invoices?page=2': ok(invoicePage(rows.slice(0, 5), { current_page: 2, last_page: 2, total: 25, from: 21, to: 25 })),
    });
    renderScreen(InvoicesScreen, '/user/invoices?page=2');
    expect(await screen.findByText('21–25 de 25 facturas')).toBeTruthy();
    expect(calls.map((call) => call.url)).toEqual(['/api/user/invoices?page=2']);
    const pages = screen.getByRole('navigation', { name: 'Paginación de facturas' });
    expect(within(pages).getByRole('link', { name: /Anterior/ }).getAttribute('href')).toBe('/user/invoices');
    expect(pages.textContent).toContain('Página 2 de 2');
  });

  it('keeps the friendly empty state only when there are really none', async () => {
    mockFetch({ 'GET /api/user/invoices': ok(invoicePage([])) });
    renderScreen(InvoicesScreen, '/user/invoices');
    expect(await screen.findByRole('heading', { level: 2, name: 'Aún no tienes facturas' })).toBeTruthy();
    expect(screen.getByText(/Con cada pedido emitimos una factura a tu nombre/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a la tienda' }).getAttribute('href')).toBe('/store');
    expect(screen.queryByRole('list', { name: 'Tus facturas' })).toBeNull();
  });

  it('a list that cannot be read says so, under the heading', async () => {
    mockFetch({ 'GET /api/user/invoices': { status: 500, body: { message: 'Error interno.' } } });
    renderScreen(InvoicesScreen, '/user/invoices');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Facturas' })).toBeTruthy();
    expect(screen.queryByText('Aún no tienes facturas')).toBeNull();
  });
});
