import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentProviderInfo } from '@common/payments/provider-contracts';
import { useToasts } from '~/lib/toast';
import { PaymentProviderSection } from './payment-provider-section';

afterEach(() => vi.unstubAllGlobals());

let shownToasts: readonly { message: string; type: string }[] = [];
function ToastSpy() {
  shownToasts = useToasts();
  return null;
}
const toastsShown = () => shownToasts.map((t) => [t.type, t.message]);

const TEST_PROVIDER: PaymentProviderInfo = {
  provider: 'test',
  label: 'Pasarela de pruebas',
  mode: 'test',
  methods: ['card', 'bizum'],
  notes: ['Pasarela de pruebas integrada: no mueve dinero real.', 'Para cobrar de verdad, arranca la tienda con PAYMENT_PROVIDER=redsys o stripe.'],
  notification_url: null,
};

const REDSYS_PROVIDER: PaymentProviderInfo = {
  provider: 'redsys',
  label: 'Redsys (TPV Virtual)',
  mode: 'live',
  methods: ['card', 'bizum'],
  notes: ['La compradora paga en la página segura de Redsys.', 'Solo la notificación online firmada de Redsys marca un pedido como pagado.'],
  notification_url: 'https://tiendadiverso.es/api/payments/redsys/notification',
};

const STRIPE_PROVIDER: PaymentProviderInfo = {
  provider: 'stripe',
  label: 'Stripe Checkout',
  mode: 'test',
  methods: ['card'],
  notes: ['La compradora paga con tarjeta en Stripe Checkout.', 'Bizum no se ofrece con Stripe: para Bizum, usa Redsys.'],
  notification_url: 'https://tiendadiverso.es/api/payments/stripe/webhook',
};

const section = () => screen.getByRole('region', { name: 'Pagos con tarjeta y Bizum' });
const listItems = (name: string) => within(within(section()).getByRole('list', { name })).getAllByRole('listitem').map((item) => item.textContent);

describe('PaymentProviderSection', () => {
  it('the test gateway: its name, the test-mode badge in words, card and Bizum, the notes and no notification address', () => {
    render(<PaymentProviderSection provider={TEST_PROVIDER} />);
    expect(within(section()).getByRole('heading', { level: 2, name: 'Pagos con tarjeta y Bizum' })).toBeTruthy();
    expect(within(section()).getByText('Pasarela de pruebas', { selector: 'p' })).toBeTruthy();
    expect(within(section()).getByText('Modo de pruebas: no se cobra dinero real')).toBeTruthy();
    expect(within(section()).queryByText('Cobros reales')).toBeNull();
    expect(listItems('Lo que ofrece en el pago')).toEqual(['Tarjeta', 'Bizum']);
    expect(listItems('Cómo funciona')).toEqual(TEST_PROVIDER.notes);
    expect(within(section()).getByText(/Contra reembolso y transferencia bancaria son de la propia tienda/)).toBeTruthy();
    expect(within(section()).queryByRole('heading', { name: 'Dirección de notificación' })).toBeNull();
    expect(within(section()).queryByRole('button', { name: /Copiar/ })).toBeNull();
    expect(
      within(section()).getByText(
        'La pasarela se elige al arrancar la tienda con PAYMENT_PROVIDER y sus claves (README, «Cobrar de verdad»); las claves nunca se muestran aquí.',
      ),
    ).toBeTruthy();
  });

  it('Redsys live: real charges, card and Bizum, and the notification address in monospace, copied with one click', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render(
      <>
        <PaymentProviderSection provider={REDSYS_PROVIDER} />
        <ToastSpy />
      </>,
    );
    expect(within(section()).getByText('Redsys (TPV Virtual)')).toBeTruthy();
    expect(within(section()).getByText('Cobros reales')).toBeTruthy();
    expect(within(section()).queryByText(/Modo de pruebas/)).toBeNull();
    expect(listItems('Lo que ofrece en el pago')).toEqual(['Tarjeta', 'Bizum']);
    expect(listItems('Cómo funciona')).toEqual(REDSYS_PROVIDER.notes);
    const address = within(section()).getByText(REDSYS_PROVIDER.notification_url!);
    expect(address.tagName).toBe('CODE');
    expect(address.className).toContain('font-mono');
    fireEvent.click(within(section()).getByRole('button', { name: 'Copiar la dirección de notificación' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(REDSYS_PROVIDER.notification_url));
    await waitFor(() => expect(toastsShown()).toContainEqual(['success', 'Dirección de notificación copiada.']));
  });

  it('Stripe in test mode: says Bizum is not offered with Stripe, and shows its webhook address', () => {
    render(<PaymentProviderSection provider={STRIPE_PROVIDER} />);
    expect(within(section()).getByText('Stripe Checkout')).toBeTruthy();
    expect(within(section()).getByText('Modo de pruebas: no se cobra dinero real')).toBeTruthy();
    expect(listItems('Lo que ofrece en el pago')).toEqual(['Tarjeta', 'Bizum no se ofrece con Stripe']);
    expect(within(section()).getByText(STRIPE_PROVIDER.notification_url!)).toBeTruthy();
  });

  it('could not be loaded: says so as an alert, Reintentar asks again, and still tells how the provider is chosen', () => {
    const onRetry = vi.fn();
    render(<PaymentProviderSection provider={null} onRetry={onRetry} />);
    expect(within(section()).getByRole('alert').textContent).toContain('No se pudo consultar la pasarela de pago.');
    fireEvent.click(within(section()).getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(within(section()).getByText(/PAYMENT_PROVIDER y sus claves/)).toBeTruthy();
  });
});
