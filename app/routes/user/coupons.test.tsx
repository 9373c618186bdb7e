import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerCoupon, CustomerCoupons } from '@common/coupons/contracts';
import { ok, renderScreen } from '~/components/account/account-test-utils';
import { makeUser, mockFetch } from '~/components/auth/auth-test-utils';
import { resetAuthForTests, setAuthUser } from '~/lib/auth';
import { clearToastsForTests } from '~/lib/toast';
import * as CouponsScreen from './coupons';

const renderCoupons = () => renderScreen(CouponsScreen, '/user/coupons');

beforeEach(() => {
  resetAuthForTests();
  setAuthUser(makeUser());
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToastsForTests();
});

const welcome: CustomerCoupon = {
  code: 'BIENVENIDA10',
  description: 'Bienvenida: un 10 % en tu primer pedido.',
  kind: 'percentage',
  value: 10,
  benefit: '10 % de descuento',
  min_order: 0,
  ends_at: null,
  first_order_only: true,
  uses_left: 1,
};
const summer: CustomerCoupon = {
  code: 'VERANO15',
  description: '',
  kind: 'percentage',
  value: 15,
  benefit: '15 % de descuento',
  min_order: 60,
  ends_at: '2027-09-30T21:59:59.000Z',
  first_order_only: false,
  uses_left: null,
};

describe('Cupones', () => {
  it('lists the coupons the customer can use with their conditions in plain words, and the ones used with their order', async () => {
    const coupons: CustomerCoupons = {
      available: [welcome, summer],
      used: [{ code: 'ENVIO5', order_number: 'TD-2026-000042', order_id: 42, used_at: '2026-11-20T10:00:00.000Z', discount: 5 }],
    };
    mockFetch({ 'GET /api/user/coupons': ok(coupons) });
    renderCoupons();
    const first = await screen.findByRole('article', { name: 'BIENVENIDA10' });
    expect(within(first).getByText('10 % de descuento')).toBeTruthy();
    expect(within(first).getByText('En cualquier pedido, sin importe mínimo.')).toBeTruthy();
    expect(within(first).getByText('Solo para tu primer pedido.')).toBeTruthy();
    expect(within(first).getByText('Puedes usarlo una vez.')).toBeTruthy();
    expect(within(first).getByText('Sin fecha de caducidad.')).toBeTruthy();
    const second = screen.getByRole('article', { name: 'VERANO15' });
    expect(within(second).getByText(/^En pedidos desde 60\s€/)).toBeTruthy();
    expect(within(second).getByText('Válido hasta el 30 de septiembre de 2027.')).toBeTruthy();

    const used = screen.getByRole('table', { name: 'Cupones que has usado en tus pedidos' });
    expect(within(used).getByText('ENVIO5')).toBeTruthy();
    expect(within(used).getByRole('link', { name: 'TD-2026-000042' }).getAttribute('href')).toBe('/user/orders/TD-2026-000042');
    expect(within(used).getByText(/−5,00\s€/)).toBeTruthy();
  });

  it('copies a code to the clipboard and says so', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    mockFetch({ 'GET /api/user/coupons': ok({ available: [summer], used: [] }) });
    renderCoupons();
    fireEvent.click(await screen.findByRole('button', { name: 'Copiar código VERANO15' }));
    expect(await screen.findByText('Código VERANO15 copiado. Pégalo en el paso de pago.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('VERANO15');
  });

  it('says plainly when there is nothing to use yet and nothing used', async () => {
    mockFetch({ 'GET /api/user/coupons': ok({ available: [], used: [] }) });
    renderCoupons();
    expect(await screen.findByRole('heading', { name: 'No tienes cupones disponibles' })).toBeTruthy();
    expect(screen.getByText('Aún no has usado ningún cupón. Los que uses aparecerán aquí con su pedido.')).toBeTruthy();
  });
});
