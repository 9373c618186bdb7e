import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentHistoryEntry, PaymentHistoryPage } from '@common/payments/account-contracts';
import { ok, renderScreen } from '~/components/account/account-test-utils';
import { makeUser, mockFetch } from '~/components/auth/auth-test-utils';
import { resetAuthForTests, setAuthUser } from '~/lib/auth';
import { clearToastsForTests } from '~/lib/toast';
import * as PaymentHistoryScreen from './payment-history';

beforeEach(() => {
  resetAuthForTests();
  setAuthUser(makeUser());
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToastsForTests();
});

const charge: PaymentHistoryEntry = {
  id: 1,
  created_at: '2026-11-20T10:00:00.000Z',
  order_id: 7,
  order_number: 'TD-2026-000007',
  kind: 'charge',
  method: 'card',
  card_brand: 'visa',
  card_last4: '4242',
  amount: 59.9,
  status: 'succeeded',
  status_label: 'Pagado',
};
const refund: PaymentHistoryEntry = { ...charge, id: 2, created_at: '2026-11-22T10:00:00.000Z', kind: 'refund', amount: -59.9, status_label: 'Reembolsado' };
const bizum: PaymentHistoryEntry = { ...charge, id: 3, order_id: 8, order_number: 'TD-2026-000008', method: 'bizum', card_brand: null, card_last4: null, amount: 25, status: 'failed', status_label: 'Rechazado' };

const pageOf = (data: PaymentHistoryEntry[]): PaymentHistoryPage => ({ data, current_page: 1, last_page: 1, per_page: 20, total: data.length, from: data.length ? 1 : null, to: data.length ? data.length : null });

describe('Historial de pagos', () => {
  it('lists payments and refunds with their order, method, amount and status', async () => {
    mockFetch({ 'GET /api/user/payment-history?page=1&per_page=20': ok(pageOf([refund, bizum, charge])) });
    renderScreen(PaymentHistoryScreen, '/user/payment-history');
    const table = await screen.findByRole('table', { name: 'Pagos y reembolsos de tus pedidos' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('Reembolso')).toBeTruthy();
    expect(within(rows[0]!).getByText(/^−59,90\s€$/)).toBeTruthy();
    expect(within(rows[0]!).getByText('Reembolsado')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: 'TD-2026-000007' }).getAttribute('href')).toBe('/user/orders/TD-2026-000007');
    expect(within(rows[1]!).getAllByText('Bizum').length).toBeGreaterThan(0);
    expect(within(rows[1]!).getByText('Rechazado')).toBeTruthy();
    expect(within(rows[2]!).getAllByText('Tarjeta · Visa •••• 4242').length).toBeGreaterThan(0);
    expect(within(rows[2]!).getByText(/^59,90\s€$/)).toBeTruthy();
    expect(screen.getByText('1–3 de 3 movimientos')).toBeTruthy();
  });

  it('a refund made by transfer reads as a transfer: not the card it kept from the charge, nor the cash on delivery the order was paid with', async () => {
    const byTransfer: PaymentHistoryEntry = { ...refund, id: 4, method: 'bank_transfer' };
    const olderRow: PaymentHistoryEntry = { ...refund, id: 5, order_id: 9, order_number: 'TD-2026-000009', method: 'cash_on_delivery', card_brand: null, card_last4: null };
    mockFetch({ 'GET /api/user/payment-history?page=1&per_page=20': ok(pageOf([byTransfer, olderRow, refund])) });
    renderScreen(PaymentHistoryScreen, '/user/payment-history');
    const table = await screen.findByRole('table', { name: 'Pagos y reembolsos de tus pedidos' });
    const [first, second, third] = within(table).getAllByRole('row').slice(1);
    expect(within(first!).getAllByText('Transferencia bancaria').length).toBeGreaterThan(0);
    expect(first!.textContent).not.toContain('4242');
    expect(within(second!).getAllByText('Transferencia bancaria').length).toBeGreaterThan(0);
    expect(second!.textContent).not.toContain('Contra reembolso');
    // A refund through the gateway still names the card it went back to.
    expect(within(third!).getAllByText('Tarjeta · Visa •••• 4242').length).toBeGreaterThan(0);
  });

  it('filters by kind through the URL', async () => {
    const { calls } = mockFetch({
      'GET /api/user/payment-history?page=1&per_page=20': ok(pageOf([refund, charge])),
      'GET /api/user/payment-history?kind=refund&page=1&per_page=20': ok(pageOf([refund])),
    });
    renderScreen(PaymentHistoryScreen, '/user/payment-history');
    await screen.findByRole('table', { name: 'Pagos y reembolsos de tus pedidos' });
    fireEvent.change(screen.getByLabelText('Mostrar'), { target: { value: 'refund' } });
    expect(await screen.findByText('1–1 de 1 movimiento')).toBeTruthy();
    expect(calls.map((call) => call.url)).toContain('/api/user/payment-history?kind=refund&page=1&per_page=20');
    expect((screen.getByLabelText('Mostrar') as HTMLSelectElement).value).toBe('refund');
  });

  it('says when there are no payments yet', async () => {
    mockFetch({ 'GET /api/user/payment-history?page=1&per_page=20': ok(pageOf([])) });
    renderScreen(PaymentHistoryScreen, '/user/payment-history');
    expect(await screen.findByRole('heading', { name: 'Aún no hay pagos' })).toBeTruthy();
  });
});
